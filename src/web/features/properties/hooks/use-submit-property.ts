import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { PropertyFields } from '#shared/schemas/properties.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { useSaveProperty } from '../api/save-property';
import type { FieldProblem } from '../components/property-form';
import type { ImageSelection } from '#web/lib/images/use-image-selection.ts';

/**
 * Saves the property form (create, or edit of `propertyId`), with the toasts of spec
 * section 8, then opens the saved property. Returns a field the server refused.
 */
export function useSubmitProperty(propertyId?: string) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const save = useSaveProperty();

  const submit = async (
    values: PropertyFields,
    images: ImageSelection,
  ): Promise<FieldProblem | undefined> => {
    if (!user) {
      toast.error('Authentication error', {
        description: 'You must be logged in to save a property',
      });
      return undefined;
    }
    const files = images.added.map((image) => image.file);
    try {
      const saved = await save.mutateAsync(
        propertyId
          ? { mode: 'edit', id: propertyId, values, removeImages: images.removed, files }
          : { mode: 'create', values, files },
      );
      if (propertyId) toast.success('Property updated');
      else if (values.selectedBrokerId && values.selectedBrokerId !== user.id) {
        toast.success('Property created and assigned to broker successfully');
      } else toast.success('Property created');
      await navigate(`/property/${saved.id}`);
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error('Authentication error', {
          description: 'You must be logged in to save a property',
        });
        return undefined;
      }
      toast.error('Save failed', { description: errorMessage(error, 'Please try again.') });
      return error instanceof ApiError && error.field
        ? { field: error.field, message: error.message }
        : undefined;
    }
  };

  return { submit, saving: save.isPending };
}
