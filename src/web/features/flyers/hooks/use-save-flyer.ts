import { toast } from 'sonner';
import { FLYER_MESSAGES, type UpdateFlyerInput } from '@shared/schemas/flyers';
import { ApiError } from '@web/lib/api-client';
import { useUpdateFlyer } from '../api/update-flyer';
import { isImagesField } from '../components/flyer-form-schema';

/** What a failed save tells the form: the field the server refused, if any. */
export type SaveProblem = { field?: string; message: string };

/**
 * Saves the editor with the toasts of spec section 8: 'Flyer updated successfully';
 * 'Upload Failed' when the new images were refused; 'Save Failed' otherwise.
 * Resolves with the problem, or undefined when saved.
 */
export function useSaveFlyer(flyerId: string) {
  const update = useUpdateFlyer();

  const save = async (data: UpdateFlyerInput, files: File[]): Promise<SaveProblem | undefined> => {
    try {
      await update.mutateAsync({ id: flyerId, data, files });
      toast.success(FLYER_MESSAGES.updated);
      return undefined;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const uploadRefused =
        apiError !== undefined &&
        ((files.length > 0 && isImagesField(apiError.field)) || apiError.status === 413);
      if (uploadRefused) {
        toast.error(FLYER_MESSAGES.uploadFailed, {
          description: FLYER_MESSAGES.uploadFailedDescription,
        });
      } else {
        toast.error(FLYER_MESSAGES.saveFailed, {
          description: FLYER_MESSAGES.saveFailedDescription,
        });
      }
      return apiError?.field
        ? { field: apiError.field, message: apiError.message }
        : { message: FLYER_MESSAGES.saveFailedInline };
    }
  };

  return { save, saving: update.isPending };
}
