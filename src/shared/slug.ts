// Spec section 5, flyer slug: lowercase, non-word characters removed, spaces to
// hyphens, hyphens collapsed, at most 50 characters (60 on the broker-vanity path).
export const FLYER_SLUG_MAX = 50;
export const VANITY_SLUG_MAX = 60;

export function slugify(title: string, max: number = FLYER_SLUG_MAX): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // "Non-word" as the spec means it: anything but letters, digits, spaces and hyphens.
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
  // A title of only symbols still needs a path segment.
  return slug || 'listing';
}
