import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DeleteWithConfirmButton } from '#web/components/delete-with-confirm-button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeleteProperty } from '../api/delete-property';

/** Deletes a listing after a confirmation, then goes back to My Properties. */
export function DeletePropertyButton({ propertyId, title }: { propertyId: string; title: string }) {
  const remove = useDeleteProperty();
  const navigate = useNavigate();
  return (
    <DeleteWithConfirmButton
      label="Delete Property"
      dialogTitle="Delete this property?"
      description={`"${title}" and its photos will be removed for good.`}
      busy={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(propertyId, {
          onSuccess: () => {
            close();
            toast.success('Property deleted');
            void navigate('/my-properties', { replace: true });
          },
          onError: (error) => toast.error('Delete failed', { description: errorMessage(error, 'Please try again.') }),
        })
      }
    />
  );
}
