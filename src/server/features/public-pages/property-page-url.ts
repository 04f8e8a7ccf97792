// A property's own public page (decision 011): on every create and update the
// property's static_html_url is set to /{vanityOrId}/{public_slug} when it is Public
// and cleared otherwise. The slug is given once, from the title (spec section 5, 60
// characters), unique per owner with -2, -3 on collision (the partial unique index
// settles two saves racing for one slug), and kept afterwards: a later title change
// or a spell as non-Public leaves shared links working again once it is Public.
import { and, eq, isNull, like } from 'drizzle-orm';
import { VANITY_SLUG_MAX, slugify } from '#shared/slug.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/open.ts';
import { profiles, properties } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/lib/http-errors.ts';
import { brokerSegment, propertyPagePath } from './urls';

const SLUG_INDEX = 'properties_user_public_slug_key';
/** Second path segments that mean something else on the broker's path. */
const RESERVED_SLUGS = new Set(['card']);
const ATTEMPTS = 5;

/**
 * The save's last step. Never throws: a failure is logged and the save stands (spec
 * section 4); the page link then simply appears on the next successful save.
 */
export async function refreshPropertyPageUrl(ctx: AppContext, propertyId: string): Promise<void> {
  try {
    await setPropertyPageUrl(ctx.db, propertyId);
  } catch (error) {
    ctx.log.error(
      { err: error, propertyId },
      'could not set the property page URL (static_html_url)',
    );
  }
}

/** Sets (or clears) static_html_url; returns the page's path, or null when not Public. */
export async function setPropertyPageUrl(
  db: Queryable,
  propertyId: string,
): Promise<string | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [row] = await db
      .select({
        userId: properties.userId,
        title: properties.title,
        visibility: properties.visibility,
        publicSlug: properties.publicSlug,
        vanityUrl: profiles.vanityUrl,
      })
      .from(properties)
      .innerJoin(profiles, eq(profiles.id, properties.userId))
      .where(eq(properties.id, propertyId));
    if (!row) return null;
    if (row.visibility !== 'Public') {
      await db.update(properties).set({ staticHtmlUrl: null }).where(eq(properties.id, propertyId));
      return null;
    }
    const segment = brokerSegment({ id: row.userId, vanityUrl: row.vanityUrl });
    if (row.publicSlug) {
      const url = propertyPagePath(segment, row.publicSlug);
      await db.update(properties).set({ staticHtmlUrl: url }).where(eq(properties.id, propertyId));
      return url;
    }
    const slug = await firstFreeSlug(db, row.userId, slugify(row.title, VANITY_SLUG_MAX));
    const url = propertyPagePath(segment, slug);
    try {
      const updated = await db
        .update(properties)
        .set({ publicSlug: slug, staticHtmlUrl: url })
        .where(and(eq(properties.id, propertyId), isNull(properties.publicSlug)))
        .returning({ id: properties.id });
      // Another save gave it a slug in between: read again and use that one.
      if (updated.length > 0) return url;
    } catch (error) {
      // Another listing of this owner took the slug in between: pick again.
      if (!isUniqueViolation(error, SLUG_INDEX)) throw error;
    }
  }
  throw new Error(`no free page slug for property ${propertyId} after ${ATTEMPTS} attempts`);
}

/** base, base-2, base-3, ... (within 60 characters): the first this owner does not use. */
async function firstFreeSlug(db: Queryable, ownerId: string, base: string): Promise<string> {
  // slugify leaves only letters, digits and hyphens, so the prefix has no LIKE wildcard.
  const prefix = base.slice(0, 40);
  const taken = new Set(
    (
      await db
        .select({ slug: properties.publicSlug })
        .from(properties)
        .where(and(eq(properties.userId, ownerId), like(properties.publicSlug, `${prefix}%`)))
    ).map((r) => r.slug),
  );
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, VANITY_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate) && !RESERVED_SLUGS.has(candidate)) return candidate;
  }
}

/**
 * After a broker's vanity URL changes: their Public listings' static_html_url follow
 * the new first segment (links already shared with the old vanity stop working).
 */
export async function refreshOwnerPageUrls(
  db: Queryable,
  ownerId: string,
  vanityUrl: string | null,
): Promise<void> {
  const segment = brokerSegment({ id: ownerId, vanityUrl });
  const rows = await db
    .select({ id: properties.id, slug: properties.publicSlug, url: properties.staticHtmlUrl })
    .from(properties)
    .where(and(eq(properties.userId, ownerId), eq(properties.visibility, 'Public')));
  for (const row of rows) {
    if (!row.slug) continue;
    const url = propertyPagePath(segment, row.slug);
    if (row.url === url) continue;
    await db.update(properties).set({ staticHtmlUrl: url }).where(eq(properties.id, row.id));
  }
}
