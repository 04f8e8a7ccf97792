// Feed-only limits that spec section 9 does not name (the shared ones live in
// src/shared/constants.ts: POST_MAX_LENGTH, POST_COUNTER_WARN_BELOW, TRUNCATE_AT_CHARS).

/** The photo types the composer offers; the server re-checks the bytes anyway. */
export const POST_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const POST_IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG or WebP images can be uploaded';

/** Spec section 4: opening the comments panel focuses its input after 100 ms. */
export const COMMENT_FOCUS_DELAY_MS = 100;
