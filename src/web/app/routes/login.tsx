import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { signInInputSchema } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useAppConfig } from '#web/features/app-config/use-app-config.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { MfaChallenge } from '#web/features/auth/components/mfa-challenge.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { clearPendingRedirect, setPendingRedirect } from '#web/lib/auth/pending-redirect.ts';

type FormInput = z.input<typeof signInInputSchema>;
type FormOutput = z.output<typeof signInInputSchema>;

export function LoginPage() {
  const { signIn, signOut, loading, mfaPending } = useAuth();
  const { product_name } = useAppConfig();
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setPendingRedirect('/my-properties');
    try {
      const auth = await signIn(values);
      if (auth.user.next_aal === 'aal1') {
        toast.success('Login successful', { description: `Welcome back to ${product_name}!` });
      }
    } catch (error) {
      clearPendingRedirect();
      toast.error('Login failed', { description: errorMessage(error, 'Please check your credentials and try again.') });
    }
  });

  if (mfaPending) {
    return (
      <AuthCard title="Two-factor verification">
        <MfaChallenge onCancel={() => void signOut()} />
      </AuthCard>
    );
  }

  const errors = formState.errors;
  const busy = loading || formState.isSubmitting;
  return (
    <AuthCard title="Login" subtitle={`Sign in to ${product_name} with your email and password.`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <div className="text-right">
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Have an invitation code?{' '}
        <Link to="/start" className="font-medium text-brand-700 underline">
          Join with your code
        </Link>
      </p>
    </AuthCard>
  );
}

export default LoginPage;
