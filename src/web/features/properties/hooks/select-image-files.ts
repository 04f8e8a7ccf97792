import { IMAGE_MAX_BYTES, PROPERTY_IMAGES_MAX } from '@shared/constants';

export type ImageFileSelection = {
  /** Files that fit: images of at most 5 MB, within the free slots. */
  accepted: File[];
  /** Files over 5 MB. */
  tooLarge: File[];
  /** Files left out because the property already has 5 images. */
  overLimit: File[];
};

/**
 * Which of the chosen files can be added to a property that already shows `current`
 * images (spec sections 5 and 9: at most 5 images of at most 5 MB each).
 */
export function selectImageFiles(
  files: readonly File[],
  current: number,
  max = PROPERTY_IMAGES_MAX,
): ImageFileSelection {
  const result: ImageFileSelection = { accepted: [], tooLarge: [], overLimit: [] };
  let free = Math.max(0, max - current);
  for (const file of files) {
    if (file.size > IMAGE_MAX_BYTES) {
      result.tooLarge.push(file);
    } else if (free > 0) {
      result.accepted.push(file);
      free -= 1;
    } else {
      result.overLimit.push(file);
    }
  }
  return result;
}
