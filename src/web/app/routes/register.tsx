import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { normalizeInviteCode } from '#shared/invite-code.ts';
import { signUpInputSchema } from '#shared/schemas/auth.ts';
import type { InvitationSummary } from '#shared/schemas/invitations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { validateInvitation } from '#web/features/invitations/api/validate-invitation.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { clearPendingRedirect, setPendingRedirect } from '#web/lib/auth/pending-redirect.ts';

type FormInput = z.input<typeof signUpInputSchema>;
type FormOutput = z.output<typeof signUpInputSchema>;

export function RegisterPage() {
  const { signUp, loading } = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const passed = (location.state as { invitation?: InvitationSummary } | null)?.invitation;
  const code = normalizeInviteCode(params.get('code') ?? passed?.invite_code ?? '');

  // After a reload the navigation state is gone: look the invitation up again to prefill.
  const lookup = useQuery({
    queryKey: ['invitation', code],
    queryFn: () => validateInvitation(code),
    enabled: !passed && code.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  const invitation = passed ?? lookup.data?.invitation ?? undefined;

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { name: invitation?.invitee_name ?? '', email: invitation?.invitee_email ?? '', password: '', invite_code: code },
  });
  const { register, handleSubmit, formState, setValue, getValues } = form;

  useEffect(() => {
    if (!invitation) return;
    if (!getValues('email')) setValue('email', invitation.invitee_email);
    if (!getValues('name') && invitation.invitee_name) setValue('name', invitation.invitee_name);
  }, [invitation, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setPendingRedirect('/my-properties');
    try {
      await signUp(values);
      toast.success('Account created successfully', { description: 'You have been signed in automatically.' });
    } catch (error) {
      clearPendingRedirect();
      toast.error('Registration failed', { description: errorMessage(error, 'An error occurred during registration.') });
    }
  });

  const errors = formState.errors;
  return (
    <AuthCard
      title="Create your account"
      subtitle={
        invitation?.inviter_name ? (
          <>
            Invited by <strong>{invitation.inviter_name}</strong>
          </>
        ) : (
          'Registration is by invitation only.'
        )
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="Full name" error={errors.name?.message} required>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} hint="At least 8 characters." required>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Invitation code" error={errors.invite_code?.message} required>
          <Input autoComplete="off" autoCapitalize="characters" className="font-mono tracking-widest uppercase" {...register('invite_code')} />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={loading || formState.isSubmitting}>
          {loading || formState.isSubmitting ? 'Creating account...' : 'Sign Up'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Already a member?{' '}
        <Link to="/login" className="font-medium text-brand-700 underline">
          Login
        </Link>
        {' · '}
        <Link to="/start" className="font-medium text-brand-700 underline">
          Check an invitation code
        </Link>
      </p>
    </AuthCard>
  );
}

export default RegisterPage;
