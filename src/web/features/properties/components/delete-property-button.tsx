import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeleteProperty } from '../api/delete-property';

/** Deletes a listing after a confirmation, then goes back to My Properties. */
export function DeletePropertyButton({ propertyId, title }: { propertyId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteProperty();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(propertyId, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Property deleted');
        void navigate('/my-properties', { replace: true });
      },
      onError: (error) =>
        toast.error('Delete failed', { description: errorMessage(error, 'Please try again.') }),
    });
  return (
    <>
      <Button type="button" variant="dangerGhost" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Delete Property
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this property?"
        description={`"${title}" and its photos will be removed for good.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
