import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

/** The delete mutation of a row, by its id (a TanStack useMutation result fits). */
type Remove = {
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
};

type Props = {
  /** The button's words: 'Delete Property', 'Delete'. */
  label: string;
  dialogTitle: string;
  description: string;
  remove: Remove;
  id: string;
  /** The toast once it is gone: 'Property deleted'. */
  deletedMessage: string;
  /** Where the page goes once it is gone (the row's page no longer exists). */
  goTo: string;
};

/**
 * The owner's Delete on a detail page (a listing, a requirement, a draft agreement): asks
 * first, deletes, says so and leaves the page; on failure the dialog stays open with a toast.
 */
export function DeleteWithConfirmButton({ label, dialogTitle, description, remove, id, deletedMessage, goTo }: Props) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(deletedMessage);
        void navigate(goTo, { replace: true });
      },
      onError: (error) => toast.error('Delete failed', { description: errorMessage(error, 'Please try again.') }),
    });
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
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
