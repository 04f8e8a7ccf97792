import { eq } from 'drizzle-orm';
import { PROFILE_MESSAGES, type updateProfileInputSchema } from '#shared/schemas/profiles.ts';
import type { z } from 'zod';
import type { Queryable } from '#server/db/open.ts';
import type { Db } from '#server/db/open.ts';
import { authUsers, company, profiles } from '#server/db/schema.ts';
import { conflict, isUniqueViolation, notFound } from '#server/lib/http-errors.ts';
import { refreshOwnerPageUrls } from '../public-pages';
import { findOrCreateCompany, type CompanyRow } from './company-service';
import { recordVanityChange } from './vanity-history';

export const PROFILE_NOT_FOUND = 'Profile not found';

type ProfileRow = typeof profiles.$inferSelect;
export type ProfileWithCompany = { profile: ProfileRow; company: CompanyRow | null };
type UpdateProfileFields = z.output<typeof updateProfileInputSchema>;

/** A profile with its company joined; undefined when there is no such broker. */
export async function findProfile(
  db: Queryable,
  id: string,
): Promise<ProfileWithCompany | undefined> {
  const [row] = await db
    .select({ profile: profiles, company })
    .from(profiles)
    .leftJoin(company, eq(company.id, profiles.companyId))
    .where(eq(profiles.id, id));
  return row;
}

export async function loadProfile(db: Queryable, id: string): Promise<ProfileWithCompany> {
  const found = await findProfile(db, id);
  if (!found) throw notFound(PROFILE_NOT_FOUND);
  return found;
}

/**
 * Saves the own-profile form. The company is found or created by name; the account's
 * name follows full_name, so mails and the session's user_metadata greet the same name.
 * A changed vanity URL keeps the old one forwarding (decision 024).
 */
export async function updateOwnProfile(
  db: Db,
  userId: string,
  input: UpdateProfileFields,
): Promise<ProfileWithCompany> {
  try {
    await db.transaction(async (tx) => {
      // The row lock orders two saves of one profile, so each sees the vanity it replaces.
      const [before] = await tx
        .select({ vanityUrl: profiles.vanityUrl })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .for('update');
      if (!before) throw notFound(PROFILE_NOT_FOUND);
      await recordVanityChange(tx, userId, before.vanityUrl, input.vanity_url);
      const companyRow = input.company_name
        ? await findOrCreateCompany(tx, input.company_name)
        : null;
      const updated = await tx
        .update(profiles)
        .set({
          fullName: input.full_name,
          city: input.city,
          bio: input.bio,
          areas: input.areas,
          companyName: input.company_name,
          companyId: companyRow?.id ?? null,
          phone: input.phone,
          website: input.website,
          vanityUrl: input.vanity_url,
          ...(input.rera_number !== undefined ? { reraNumber: input.rera_number } : {}),
          ...(input.rera_state !== undefined ? { reraState: input.rera_state } : {}),
          ...(input.rera_valid_until !== undefined ? { reraValidUntil: input.rera_valid_until } : {}),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, userId))
        .returning({ id: profiles.id });
      if (updated.length === 0) throw notFound(PROFILE_NOT_FOUND);
      // The 'View Flyer' links of their Public listings follow the new vanity URL.
      await refreshOwnerPageUrls(tx, userId, input.vanity_url);
      await tx
        .update(authUsers)
        .set({ name: input.full_name, updatedAt: new Date() })
        .where(eq(authUsers.id, userId));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'profiles_vanity_url_key'))
      throw conflict(PROFILE_MESSAGES.vanityTaken, 'vanity_url');
    throw error;
  }
  return loadProfile(db, userId);
}
