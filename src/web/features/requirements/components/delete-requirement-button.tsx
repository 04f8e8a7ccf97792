import { REQUIREMENT_MESSAGES } from '#shared/schemas/requirements.ts';
import { DeleteWithConfirmButton } from '#web/components/delete-with-confirm-button.tsx';
import { useDeleteRequirement } from '../api/delete-requirement';

/** Deletes a requirement and its matches after a confirmation, then opens My Requirements. */
export function DeleteRequirementButton({ id, title }: { id: string; title: string }) {
  return (
    <DeleteWithConfirmButton
      label="Delete"
      dialogTitle="Delete this requirement?"
      description={`"${title}" and its matches will be removed for good.`}
      remove={useDeleteRequirement()}
      id={id}
      deletedMessage={REQUIREMENT_MESSAGES.deleted}
      goTo="/my-requirements"
    />
  );
}
