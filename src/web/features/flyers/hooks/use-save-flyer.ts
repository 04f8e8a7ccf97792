import { toast } from 'sonner';
import { FLYER_MESSAGES, type Flyer, type UpdateFlyerInput } from '#shared/schemas/flyers.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateFlyer } from '../api/create-flyer';
import { useUpdateFlyer } from '../api/update-flyer';
import { isImagesField } from '../components/flyer-form-schema';

/** What a failed save tells the form: the field the server refused, if any. */
export type SaveProblem = { field?: string; message: string };

/**
 * Saves the editor of an existing flyer with the toasts of spec section 8: 'Flyer
 * updated successfully'; 'Upload Failed' when the new images were refused; 'Save Failed'
 * otherwise. Resolves with the problem, or undefined when saved.
 */
export function useSaveFlyer(flyerId: string) {
  const update = useUpdateFlyer();

  const save = async (data: UpdateFlyerInput, files: File[]): Promise<SaveProblem | undefined> => {
    try {
      await update.mutateAsync({ id: flyerId, data, files });
      toast.success(FLYER_MESSAGES.updated);
      return undefined;
    } catch (error) {
      return reportSaveError(error, files);
    }
  };

  return { save, saving: update.isPending };
}

/**
 * The first Save of a new flyer (decision 023): it is made only now, then `onCreated`
 * opens it in the editor. The same toasts on failure; 'Success' when made.
 */
export function useFirstSave(propertyId: string, onCreated: (flyer: Flyer) => void) {
  const create = useCreateFlyer();

  const save = async (data: UpdateFlyerInput, files: File[]): Promise<SaveProblem | undefined> => {
    try {
      const flyer = await create.mutateAsync({ propertyId, data, files });
      toast.success(FLYER_MESSAGES.success, { description: FLYER_MESSAGES.created });
      onCreated(flyer);
      return undefined;
    } catch (error) {
      return reportSaveError(error, files);
    }
  };

  return { save, saving: create.isPending };
}

function reportSaveError(error: unknown, files: File[]): SaveProblem {
  const apiError = error instanceof ApiError ? error : undefined;
  const uploadRefused =
    apiError !== undefined &&
    ((files.length > 0 && isImagesField(apiError.field)) || apiError.status === 413);
  if (uploadRefused) {
    toast.error(FLYER_MESSAGES.uploadFailed, {
      description: FLYER_MESSAGES.uploadFailedDescription,
    });
  } else {
    // A refusal that is not about a field (the owner turned flyers off) says why.
    const reason = apiError?.status === 403 ? apiError.message : undefined;
    toast.error(FLYER_MESSAGES.saveFailed, {
      description: reason ?? FLYER_MESSAGES.saveFailedDescription,
    });
  }
  return apiError?.field && apiError.status !== 403
    ? { field: apiError.field, message: apiError.message }
    : { message: apiError?.status === 403 ? apiError.message : FLYER_MESSAGES.saveFailedInline };
}
