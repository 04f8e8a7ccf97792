import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

type Props = {
  /** The button's visible word, and the rest of its name for screen readers. */
  label: string;
  srLabel: string;
  title: string;
  description: string;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
};

/**
 * A row's Delete (a unit type, a tower) that asks first; a refusal (a tower with a client's
 * booking) stays in the dialog in the server's words.
 */
export function ConfirmDeleteButton({
  label,
  srLabel,
  title,
  description,
  busy,
  onConfirm,
}: Props) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (err) {
      setError(errorMessage(err, 'Could not delete. Please try again.'));
    }
  };
  return (
    <>
      <Button
        type="button"
        variant="dangerGhost"
        size="sm"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {label}
        <span className="sr-only"> {srLabel}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={
          <>
            {description}
            {error ? (
              <span role="alert" className="mt-2 block font-medium text-red-700">
                {error}
              </span>
            ) : null}
          </>
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
