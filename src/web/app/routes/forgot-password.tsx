import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { recoverInputSchema } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { authApi } from '#web/lib/auth/auth-api.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

type FormInput = z.input<typeof recoverInputSchema>;
type FormOutput = z.output<typeof recoverInputSchema>;

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(recoverInputSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await authApi.recover(email);
      setSentTo(email);
      toast.success('Password reset email sent', { description: 'Check your email for a link to reset your password.' });
    } catch (error) {
      toast.error('Password reset failed', { description: errorMessage(error, 'Unable to send password reset email.') });
    }
  });

  return (
    <AuthCard title="Forgot password" subtitle="We will email you a link to choose a new password.">
      {sentTo ? (
        <div role="status" className="space-y-4">
          <p className="text-slate-800">
            If an account exists for <strong>{sentTo}</strong>, a reset link is on its way. It works once, for one hour.
          </p>
          <Button variant="secondary" className="w-full" onClick={() => setSentTo(null)}>
            Send again
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label="Email" error={formState.errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 underline">
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
