import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { REQUIREMENT_MESSAGES } from '#shared/schemas/requirements.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeleteRequirement } from '../api/delete-requirement';

/** Deletes a requirement and its matches after a confirmation, then opens My Requirements. */
export function DeleteRequirementButton({ id, title }: { id: string; title: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRequirement();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(REQUIREMENT_MESSAGES.deleted);
        void navigate('/my-requirements', { replace: true });
      },
      onError: (error) =>
        toast.error('Delete failed', { description: errorMessage(error, 'Please try again.') }),
    });
  return (
    <>
      <Button type="button" variant="dangerGhost" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this requirement?"
        description={`"${title}" and its matches will be removed for good.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
