import { IMAGE_MAX_BYTES, PROPERTY_IMAGES_MAX } from '#shared/constants.ts';

export type ImageFileSelection = {
  /** Files that fit: images of at most 5 MB, within the free slots. */
  accepted: File[];
  /** Files that are not images by their type (only checked with `imagesOnly`). */
  notImages: File[];
  /** Files over 5 MB. */
  tooLarge: File[];
  /** Files left out because the property already has 5 images. */
  overLimit: File[];
};

/** A file the browser types as an image (image/jpeg, image/png, ...). */
export const isImageFile = (file: File) => file.type.startsWith('image/');

/**
 * Which of the chosen files can be added to a property (or flyer) that already shows
 * `current` images (spec sections 5 and 9: at most 5 images of at most 5 MB each).
 * With `imagesOnly`, files not typed as images are refused too (the flyer editor).
 */
export function selectImageFiles(
  files: readonly File[],
  current: number,
  max = PROPERTY_IMAGES_MAX,
  { imagesOnly = false }: { imagesOnly?: boolean } = {},
): ImageFileSelection {
  const result: ImageFileSelection = { accepted: [], notImages: [], tooLarge: [], overLimit: [] };
  let free = Math.max(0, max - current);
  for (const file of files) {
    if (imagesOnly && !isImageFile(file)) {
      result.notImages.push(file);
    } else if (file.size > IMAGE_MAX_BYTES) {
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
