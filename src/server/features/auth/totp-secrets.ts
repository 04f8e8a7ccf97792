// TOTP seeds are stored sealed (lib/secret-box.ts), bound to their broker. Seeds stored
// in the clear before sealing existed are sealed once, at start-up.
import { and, eq, isNotNull, notLike } from 'drizzle-orm';
import type { Db } from '#server/db/open.ts';
import { authFactors } from '#server/db/schema.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';

export const sealTotpSecret = (box: SecretBox, secret: string, userId: string) => box.seal(secret, userId);

/** The seed, or null when it cannot be opened (another key: set SECRET_ENCRYPTION_KEY alike everywhere). */
export const openTotpSecret = (box: SecretBox, stored: string, userId: string) => box.open(stored, userId);

export async function sealPlainTotpSecrets(db: Db, box: SecretBox): Promise<number> {
  const plain = await db
    .select({ id: authFactors.id, userId: authFactors.userId, secret: authFactors.secret })
    .from(authFactors)
    .where(and(isNotNull(authFactors.secret), notLike(authFactors.secret, 'enc:%')));
  for (const row of plain) {
    if (!row.secret) continue;
    // Only if it is still the same clear value (another instance may be doing this too).
    await db
      .update(authFactors)
      .set({ secret: box.seal(row.secret, row.userId) })
      .where(and(eq(authFactors.id, row.id), eq(authFactors.secret, row.secret)));
  }
  return plain.length;
}
