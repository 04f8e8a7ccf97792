import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { FEED_MESSAGES } from '#shared/schemas/feed.ts';
import { UPLOAD_MESSAGES } from '#shared/upload-messages.ts';
import { selectImageFiles } from '#web/lib/images/select-image-files.ts';
import { POST_IMAGE_TYPE_MESSAGE, POST_IMAGE_TYPES } from '../constants';

export type ChosenImage = { file: File; previewUrl: string };

/** The composer's one photo: checked (type, 5 MB) before it is previewed; its preview URL is released. */
export function usePostImage() {
  const [image, setImage] = useState<ChosenImage | null>(null);

  // Release the previous preview whenever it is replaced or removed, and on unmount.
  useEffect(() => () => (image ? URL.revokeObjectURL(image.previewUrl) : undefined), [image]);

  const choose = (files: readonly File[]) => {
    const file = files[0];
    if (!file) return;
    if (!POST_IMAGE_TYPES.includes(file.type)) {
      toast.error(FEED_MESSAGES.uploadFailed, { description: POST_IMAGE_TYPE_MESSAGE });
      return;
    }
    // The same size rule as property photos, with room for one image.
    const { accepted } = selectImageFiles([file], 0, 1);
    const ok = accepted[0];
    if (!ok) {
      toast.error(FEED_MESSAGES.uploadFailed, { description: UPLOAD_MESSAGES.imageTooLarge });
      return;
    }
    setImage({ file: ok, previewUrl: URL.createObjectURL(ok) });
  };

  return { image, choose, clear: () => setImage(null) };
}
