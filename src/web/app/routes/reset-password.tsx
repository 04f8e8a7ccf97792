import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { newPasswordField } from '#shared/schemas/fields.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { authApi } from '#web/lib/auth/auth-api.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';

const formSchema = z
  .object({ password: newPasswordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: 'Passwords do not match', path: ['confirm'] });

/** The token travels in the URL fragment, so it never reaches server logs or referrers. */
function readToken(): string {
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token') ?? '';
}

export function ResetPasswordPage() {
  const [token] = useState(readToken);
  const { adopt } = useAuth();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const auth = await authApi.resetPassword({ token, password });
      adopt(auth);
      toast.success('Password updated', { description: 'Your password has been successfully updated.' });
      await navigate('/dashboard', { replace: true });
    } catch (error) {
      toast.error('Password update failed', { description: errorMessage(error, 'Unable to update password.') });
    }
  });

  if (!token) {
    return (
      <AuthCard title="Reset password">
        <p className="text-slate-800">This reset link is invalid or has expired.</p>
        <Button asChild className="mt-4 w-full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="New password" error={formState.errors.password?.message} hint="At least 8 characters.">
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Confirm new password" error={formState.errors.confirm?.message}>
          <Input type="password" autoComplete="new-password" {...register('confirm')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Updating...' : 'Update password'}
        </Button>
      </form>
    </AuthCard>
  );
}

export default ResetPasswordPage;
