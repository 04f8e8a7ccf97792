import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

type Props = {
  /** The button's words: 'Delete Property', 'Delete'. */
  label: string;
  dialogTitle: string;
  description: string;
  busy: boolean;
  /** Runs the delete; `close` shuts the dialog (on success; it stays open on failure). */
  onConfirm: (close: () => void) => void;
};

/** The owner's Delete on a detail page: asks first, then deletes (a listing, a requirement). */
export function DeleteWithConfirmButton({ label, dialogTitle, description, busy, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="dangerGhost" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={dialogTitle}
        description={description}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={() => onConfirm(() => setOpen(false))}
      />
    </>
  );
}
