import { DeleteWithConfirmButton } from '#web/components/delete-with-confirm-button.tsx';
import { useDeleteProject } from '../api/delete-project';

/** Deletes a project and its registrations after a confirmation, then opens the lists. */
export function DeleteProjectButton({ id, name }: { id: string; name: string }) {
  return (
    <DeleteWithConfirmButton
      label="Delete"
      dialogTitle="Delete this project?"
      description={`"${name}" and every client registered for it will be removed for good.`}
      remove={useDeleteProject()}
      id={id}
      deletedMessage="Project deleted"
      goTo="/project-marketing"
    />
  );
}
