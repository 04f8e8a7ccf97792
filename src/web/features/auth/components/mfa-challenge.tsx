import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { verifyFactorInputSchema } from '#shared/schemas/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { authApi } from '#web/lib/auth/auth-api.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';

/** The second step of sign-in when the account has a verified factor (aal1 -> aal2). */
export function MfaChallenge({ onCancel }: { onCancel: () => void }) {
  const { adopt } = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const factors = useQuery({ queryKey: ['auth', 'factors'], queryFn: authApi.listFactors });
  const factor = factors.data?.totp[0] ?? factors.data?.phone[0];
  const challenge = useQuery({
    queryKey: ['auth', 'challenge', factor?.id],
    queryFn: () => authApi.challengeFactor(factor?.id ?? ''),
    enabled: !!factor,
    staleTime: 4 * 60 * 1000,
    retry: false,
  });
  const verify = useMutation({
    mutationFn: (input: { code: string }) => authApi.verifyFactor(factor?.id ?? '', { challenge_id: challenge.data?.id ?? '', code: input.code }),
    onSuccess: (auth) => adopt(auth),
    onError: (err) => {
      const message = errorMessage(err, 'Please check your credentials and try again.');
      setError(message);
      toast.error('Login failed', { description: message });
      void challenge.refetch();
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = verifyFactorInputSchema.shape.code.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    verify.mutate({ code: parsed.data });
  }

  if (factors.isPending || (factor && challenge.isPending)) return <Spinner className="py-8" label="Loading verification" />;
  if (!factor) {
    return <p className="text-sm text-red-700">No verification method is available for this account.</p>;
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        {factor.factor_type === 'totp'
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter the 6-digit code we sent to your phone.'}
      </p>
      <FormField label="Verification code" error={error}>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          className="font-mono tracking-[0.4em]"
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
        Use another account
      </Button>
    </form>
  );
}
