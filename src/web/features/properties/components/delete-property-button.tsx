import { DeleteWithConfirmButton } from '#web/components/delete-with-confirm-button.tsx';
import { useDeleteProperty } from '../api/delete-property';

/** Deletes a listing after a confirmation, then goes back to My Properties. */
export function DeletePropertyButton({ propertyId, title }: { propertyId: string; title: string }) {
  return (
    <DeleteWithConfirmButton
      label="Delete Property"
      dialogTitle="Delete this property?"
      description={`"${title}" and its photos will be removed for good.`}
      remove={useDeleteProperty()}
      id={propertyId}
      deletedMessage="Property deleted"
      goTo="/my-properties"
    />
  );
}
