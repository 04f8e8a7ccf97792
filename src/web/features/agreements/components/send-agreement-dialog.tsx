import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import type { AgreementLink } from '#shared/schemas/agreements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFrame } from '#web/components/ui/dialog-frame.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSendAgreement } from '../api/change-agreement';

type Props = {
  agreementId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (link: AgreementLink) => void;
};

/** 'Sign and send': the broker signs with their password, and the owner's link is made. */
export function SendAgreementDialog({ agreementId, open, onOpenChange, onSent }: Props) {
  const send = useSendAgreement(agreementId);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setError(undefined);
      send.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError('Password is required');
      return;
    }
    setError(undefined);
    send.mutate(password, {
      onSuccess: (link) => {
        close(false);
        onSent(link);
      },
      onError: (e) => setError(errorMessage(e, 'Could not send the agreement. Please try again.')),
    });
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={close}
      title="Sign and send"
      description="You sign the agreement first: enter your BrokerCircle password. Then the owner gets their signing link."
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormField label="Your password" required error={error}>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button type="button" variant="secondary" disabled={send.isPending}>
              Not now
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Signing...' : 'Sign and send'}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
