import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button';
import { DialogFrame, type DialogFrameProps } from './dialog-frame';

type Props = DialogFrameProps & {
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
};

/** Asks before something that cannot be undone. */
export function ConfirmDialog({ confirmLabel, busyLabel, busy, onConfirm, ...frame }: Props) {
  return (
    <DialogFrame {...frame}>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </DialogFrame>
  );
}
