import * as Dialog from '@radix-ui/react-dialog';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AGREEMENT_MESSAGES, MFA_CODE_PATTERN, type BrokerSignature, type SignWith } from '#shared/schemas/agreements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFrame } from '#web/components/ui/dialog-frame.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

type Props<T> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What signing does; the dialog adds how the member proves it is them. */
  description: ReactNode;
  submitLabel: string;
  signWith: SignWith;
  /** A mutation that takes the signature (send, or sign as the listing broker). */
  mutation: UseMutationResult<T, unknown, BrokerSignature>;
  onSigned: (result: T) => void;
};

const ASK: Record<SignWith, string> = {
  password: 'Enter your BrokerCircle password to sign.',
  authenticator: 'Enter the 6-digit code from your authenticator app to sign.',
};

/** The one field it takes, checked before it goes: an empty password or a short code never leaves. */
function problemOf(signWith: SignWith, value: string): string | undefined {
  if (signWith === 'authenticator') return MFA_CODE_PATTERN.test(value) ? undefined : AGREEMENT_MESSAGES.mfaCodeRequired;
  return value === '' ? 'Password is required' : undefined;
}

/**
 * A member signs in the app by proving it is them again (a stolen session alone cannot
 * bind them): their password, or their authenticator's code when they have one enrolled,
 * as the agreement's sign_with says. The server's refusal shows on the field.
 */
export function BrokerSignatureDialog<T>({ open, onOpenChange, title, description, submitLabel, signWith, mutation, onSigned }: Props<T>) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = (next: boolean) => {
    if (!next) {
      setValue('');
      setError(undefined);
      mutation.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(signWith, value);
    setError(problem);
    if (problem) return;
    const signature: BrokerSignature = signWith === 'authenticator' ? { mfa_code: value } : { password: value };
    mutation.mutate(signature, {
      onSuccess: (result) => {
        close(false);
        onSigned(result);
      },
      onError: (e) => setError(errorMessage(e, 'Could not sign. Please try again.')),
    });
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={close}
      title={title}
      description={
        <>
          {description} {ASK[signWith]}
        </>
      }
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {signWith === 'authenticator' ? (
          <FormField label="Authenticator code" required error={error}>
            <Input
              value={value}
              onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="font-mono tracking-[0.4em]"
            />
          </FormField>
        ) : (
          <FormField label="Your password" required error={error}>
            <Input type="password" autoComplete="current-password" value={value} onChange={(e) => setValue(e.target.value)} />
          </FormField>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button type="button" variant="secondary" disabled={mutation.isPending}>
              Not now
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? 'Signing...' : submitLabel}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
