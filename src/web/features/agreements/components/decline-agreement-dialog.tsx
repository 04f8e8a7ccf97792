import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFrame } from '#web/components/ui/dialog-frame.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeclineAgreementAsMember } from '../api/member-signing';

const REASON_MAX = 500;

type Props = { agreementId: string; drafter: string; open: boolean; onOpenChange: (open: boolean) => void };

/** The listing broker says no to co-broking terms, optionally why; the server's refusal shows on the field. */
export function DeclineAgreementDialog({ agreementId, drafter, open, onOpenChange }: Props) {
  const decline = useDeclineAgreementAsMember(agreementId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(undefined);
      decline.reset();
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    decline.mutate(reason.trim(), {
      onSuccess: () => {
        close(false);
        toast.success('You declined these terms');
      },
      onError: (e) => setError(errorMessage(e, 'Could not decline. Please try again.')),
    });
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={close}
      title="Decline these terms?"
      description={`${drafter} is told, and the agreement ends here. To agree on other terms, one of you drafts them again.`}
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormField label="Reason (optional)" hint={`Up to ${REASON_MAX} characters.`} error={error}>
          <Textarea value={reason} maxLength={REASON_MAX} rows={3} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button type="button" variant="secondary" disabled={decline.isPending}>
              Keep it
            </Button>
          </Dialog.Close>
          <Button type="submit" variant="danger" disabled={decline.isPending}>
            {decline.isPending ? 'Declining...' : 'Decline'}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
