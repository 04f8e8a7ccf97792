import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { EnrollFactorResponse } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { authApi } from '@web/features/auth/api/auth-api';
import { errorMessage } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';

const factorsKey = ['auth', 'factors'] as const;

/** TOTP enrolment (QR code, then a code to confirm) and removal (spec section 7, MFA). */
export function TwoFactorSettings() {
  const queryClient = useQueryClient();
  const { adopt, user } = useAuth();
  const factors = useQuery({ queryKey: factorsKey, queryFn: authApi.listFactors });
  const [enrolment, setEnrolment] = useState<EnrollFactorResponse | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const enroll = useMutation({
    mutationFn: () => authApi.enrollFactor({ factor_type: 'totp', friendly_name: 'Authenticator app' }),
    onSuccess: (data) => {
      setEnrolment(data);
      setCode('');
      setError(undefined);
    },
    onError: (err) => toast.error('Error', { description: errorMessage(err, 'Could not start two-factor setup.') }),
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
    mutationFn: (id: string) => authApi.unenrollFactor(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: factorsKey });
      toast.success('Two-factor authentication is off');
    },
    onError: (err) => toast.error('Error', { description: errorMessage(err, 'Could not remove the factor.') }),
  });

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
          <Button variant="secondary" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(factor.id)}>
            Remove
          </Button>
        </div>
      ))}
      {verified.length === 0 && !enrolment ? (
        <Button onClick={() => enroll.mutate()} disabled={enroll.isPending}>
          {enroll.isPending ? 'Preparing...' : 'Set up authenticator app'}
        </Button>
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
