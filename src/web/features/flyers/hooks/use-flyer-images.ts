import { toast } from 'sonner';
import { FLYER_IMAGES_MAX } from '#shared/constants.ts';
import { FLYER_MESSAGES, type FlyerDraft } from '#shared/schemas/flyers.ts';
import type { ImageFileSelection } from '#web/lib/images/select-image-files.ts';
import {
  useImageSelection,
  type ImageSelection,
} from '#web/lib/images/use-image-selection.ts';
import { flyerImages } from '../components/flyer-display';

/** Spec sections 5 and 8: one toast per refused file, naming it. */
function reportRejected({ notImages, tooLarge, overLimit }: ImageFileSelection) {
  for (const file of notImages) {
    toast.error(FLYER_MESSAGES.invalidFileType, {
      description: FLYER_MESSAGES.notAnImage(file.name),
    });
  }
  for (const file of tooLarge) {
    toast.error(FLYER_MESSAGES.fileTooLarge, { description: FLYER_MESSAGES.exceeds5mb(file.name) });
  }
  if (overLimit.length > 0) toast.error(FLYER_MESSAGES.tooManyImages);
}

/** A removed image simply leaves the preview; the flyer is only changed on Save. */
const reportRemoved = () => {};

/**
 * The editor's images: the flyer's own (or, until it has some, the property's as the
 * starting set), then new files; 5 at most, images only, 5 MB each.
 */
export function useFlyerImages(flyer: FlyerDraft): ImageSelection {
  return useImageSelection(flyerImages(flyer), {
    max: FLYER_IMAGES_MAX,
    imagesOnly: true,
    reportRejected,
    reportRemoved,
  });
}
