import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { REQUIREMENT_MESSAGES } from '#shared/schemas/requirements.ts';
import { DeleteWithConfirmButton } from '#web/components/delete-with-confirm-button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDeleteRequirement } from '../api/delete-requirement';

/** Deletes a requirement and its matches after a confirmation, then opens My Requirements. */
export function DeleteRequirementButton({ id, title }: { id: string; title: string }) {
  const remove = useDeleteRequirement();
  const navigate = useNavigate();
  return (
    <DeleteWithConfirmButton
      label="Delete"
      dialogTitle="Delete this requirement?"
      description={`"${title}" and its matches will be removed for good.`}
      busy={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(id, {
          onSuccess: () => {
            close();
            toast.success(REQUIREMENT_MESSAGES.deleted);
            void navigate('/my-requirements', { replace: true });
          },
          onError: (error) => toast.error('Delete failed', { description: errorMessage(error, 'Please try again.') }),
        })
      }
    />
  );
}
