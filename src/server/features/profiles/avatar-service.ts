// Profile photos: re-encoded to a 256 px square WebP under a fresh random key, so a
// changed photo gets a new URL (the old one is cached as immutable). The previous
// file is removed only after the row points at the new one.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#server/app-context.ts';
import { profiles } from '#server/db/schema.ts';
import { processAvatarImage } from '#server/lib/media/images.ts';
import { mediaUrlOf, storageKeyOfUrl } from '#server/lib/media/media-urls.ts';
import { loadProfile, type ProfileWithCompany } from './profile-service';

export const AVATAR_FIELD = 'avatar';
const BUCKET = 'avatars';

export async function replaceAvatar(
  ctx: AppContext,
  userId: string,
  upload: Buffer,
): Promise<ProfileWithCompany> {
  const { profile: before } = await loadProfile(ctx.db, userId);
  const webp = await processAvatarImage(upload, AVATAR_FIELD);
  const key = `${BUCKET}/${randomBytes(16).toString('hex')}/avatar.webp`;
  await ctx.storage.put(key, webp, 'image/webp');
  try {
    await ctx.db
      .update(profiles)
      .set({ avatarUrl: mediaUrlOf(key), updatedAt: new Date() })
      .where(eq(profiles.id, userId));
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
  await deleteStoredAvatar(ctx, before.avatarUrl);
  return loadProfile(ctx.db, userId);
}

export async function removeAvatar(ctx: AppContext, userId: string): Promise<ProfileWithCompany> {
  const { profile: before } = await loadProfile(ctx.db, userId);
  await ctx.db
    .update(profiles)
    .set({ avatarUrl: null, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
  await deleteStoredAvatar(ctx, before.avatarUrl);
  return loadProfile(ctx.db, userId);
}

async function deleteStoredAvatar(ctx: AppContext, url: string | null): Promise<void> {
  const key = url ? storageKeyOfUrl(url) : null;
  // Only our own avatar files; an external URL (none yet) is simply forgotten.
  if (!key?.startsWith(`${BUCKET}/`)) return;
  const folder = key.slice(0, key.lastIndexOf('/') + 1);
  await ctx.storage.deletePrefix(folder).catch((error: unknown) => {
    ctx.log.warn({ err: error, key }, 'could not delete a replaced avatar');
  });
}
