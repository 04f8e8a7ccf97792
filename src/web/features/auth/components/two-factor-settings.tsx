import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { EnrollFactorResponse } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { authApi } from '#web/lib/auth/auth-api.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';

const factorsKey = ['auth', 'factors'] as const;

/** A change of the account's guard waits for the current password: which one. */
type PasswordStep = { action: 'enroll' } | { action: 'remove'; factorId: string; name: string };

/**
 * TOTP enrolment (QR code, then a code to confirm) and removal (spec section 7, MFA).
 * Both ask for the current password first, as the server does.
 */
export function TwoFactorSettings() {
  const queryClient = useQueryClient();
  const { adopt, user } = useAuth();
  const factors = useQuery({ queryKey: factorsKey, queryFn: authApi.listFactors });
  const [enrolment, setEnrolment] = useState<EnrollFactorResponse | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [step, setStep] = useState<PasswordStep | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();

  const closeStep = () => {
    setStep(null);
    setPassword('');
    setPasswordError(undefined);
  };

  const enroll = useMutation({
    mutationFn: (currentPassword: string) =>
      authApi.enrollFactor({
        current_password: currentPassword,
        factor_type: 'totp',
        friendly_name: 'Authenticator app',
      }),
    onSuccess: (data) => {
      closeStep();
      setEnrolment(data);
      setCode('');
      setError(undefined);
    },
    onError: (err) => setPasswordError(errorMessage(err, 'Could not start two-factor setup.')),
  });

  const confirm = useMutation({
    mutationFn: async () => {
      if (!enrolment) throw new Error('no enrolment');
      const challenge = await authApi.challengeFactor(enrolment.id);
      return authApi.verifyFactor(enrolment.id, { challenge_id: challenge.id, code });
    },
    onSuccess: async (auth) => {
      adopt(auth);
      setEnrolment(null);
      await queryClient.invalidateQueries({ queryKey: factorsKey });
      toast.success('Two-factor authentication is on');
    },
    onError: (err) => setError(errorMessage(err, 'Invalid verification code')),
  });

  const remove = useMutation({
    mutationFn: ({ factorId, currentPassword }: { factorId: string; currentPassword: string }) =>
      authApi.unenrollFactor(factorId, { current_password: currentPassword }),
    onSuccess: async () => {
      closeStep();
      await queryClient.invalidateQueries({ queryKey: factorsKey });
      toast.success('Two-factor authentication is off');
    },
    onError: (err) => setPasswordError(errorMessage(err, 'Could not remove the factor.')),
  });

  function onPasswordSubmit(event: FormEvent) {
    event.preventDefault();
    if (!step) return;
    if (password === '') {
      setPasswordError('Enter your current password');
      return;
    }
    if (step.action === 'enroll') enroll.mutate(password);
    else remove.mutate({ factorId: step.factorId, currentPassword: password });
  }

  function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError('Enter the 6-digit code');
      return;
    }
    confirm.mutate();
  }

  if (factors.isPending) return <Spinner className="py-6" label="Loading two-factor settings" />;
  if (factors.isError) return <p className="text-sm text-red-700">Could not load two-factor settings.</p>;

  const verified = factors.data.all.filter((f) => f.status === 'verified');
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Status:{' '}
        <strong>{verified.length > 0 ? 'On' : 'Off'}</strong>
        {user ? <> · This session: {user.aal === 'aal2' ? 'verified with a second factor' : 'password only'}</> : null}
      </p>
      {verified.map((factor) => (
        <div key={factor.id} className="flex items-center justify-between rounded-lg border border-slate-200 p-3">
          <span className="text-sm text-slate-800">{factor.friendly_name}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={step !== null}
            onClick={() => setStep({ action: 'remove', factorId: factor.id, name: factor.friendly_name })}
          >
            Remove
          </Button>
        </div>
      ))}
      {verified.length === 0 && !enrolment && !step ? (
        <Button onClick={() => setStep({ action: 'enroll' })}>Set up authenticator app</Button>
      ) : null}
      {step ? (
        <form onSubmit={onPasswordSubmit} noValidate className="space-y-4 rounded-lg border border-slate-200 p-4">
          <p className="text-sm text-slate-700">
            {step.action === 'enroll'
              ? 'Enter your current password to set up two-factor authentication.'
              : `Enter your current password to remove ${step.name}.`}
          </p>
          <FormField label="Current password" error={passwordError}>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" disabled={enroll.isPending || remove.isPending}>
              {step.action === 'enroll'
                ? enroll.isPending
                  ? 'Preparing...'
                  : 'Continue'
                : remove.isPending
                  ? 'Removing...'
                  : 'Remove'}
            </Button>
            <Button type="button" variant="ghost" onClick={closeStep}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {enrolment?.totp ? (
        <form onSubmit={onConfirm} noValidate className="space-y-4 rounded-lg border border-slate-200 p-4">
          <p className="text-sm text-slate-700">Scan this code with an authenticator app, then enter the 6-digit code it shows.</p>
          <img src={enrolment.totp.qr_code} alt="QR code for your authenticator app" width={180} height={180} className="h-44 w-44 bg-white" />
          <p className="text-xs break-all text-slate-700">
            Or enter this key: <code className="font-mono">{enrolment.totp.secret}</code>
          </p>
          <FormField label="Verification code" error={error}>
            <Input value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="one-time-code" />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? 'Verifying...' : 'Verify and turn on'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEnrolment(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
