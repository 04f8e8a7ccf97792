// What an image upload is refused with, whichever form carries it (properties, flyers,
// posts, avatars). Spec texts: PROPERTY_MESSAGES repeats them under the same names.
export const UPLOAD_MESSAGES = {
  imageTooLarge: 'Image size exceeds 5MB limit',
  imageType: 'Only JPEG, PNG, WebP or AVIF images can be uploaded',
  imageUnreadable: 'This image could not be read. Try another file.',
  imageTooManyPixels: 'This image is too large in pixels. Use a smaller photo.',
} as const;
