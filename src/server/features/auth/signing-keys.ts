// ES256 signing keys live in the database so every instance signs and verifies with
// the same set; the first instance to boot creates one. JWKS publishes the public halves.
import { randomUUID } from 'node:crypto';
import { desc, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '#server/db/open.ts';
import { signingKeys } from '#server/db/schema.ts';

export const JWT_ALG = 'ES256';

type LoadedKey = { kid: string; publicJwk: JWK; privateKey: CryptoKey; publicKey: CryptoKey };

export type SigningKeyStore = {
  current(): LoadedKey;
  /** The verification key for a kid; reloads once from the database for a kid it has not seen. */
  find(kid: string): Promise<LoadedKey | undefined>;
  jwks(): { keys: JWK[] };
};

export async function loadSigningKeys(db: Db): Promise<SigningKeyStore> {
  let keys = await readKeys(db);
  if (keys.length === 0) {
    await createKey(db);
    keys = await readKeys(db);
  }
  let lastReload = Date.now();
  return {
    current() {
      const key = keys[0];
      if (!key) throw new Error('JWKS is empty');
      return key;
    },
    async find(kid) {
      let key = keys.find((k) => k.kid === kid);
      // Another instance may have created a key after we booted; look once, but not
      // on every forged kid (that would turn bad tokens into database load).
      if (!key && Date.now() - lastReload > 10_000) {
        lastReload = Date.now();
        keys = await readKeys(db);
        key = keys.find((k) => k.kid === kid);
      }
      return key;
    },
    jwks() {
      return { keys: keys.map((k) => k.publicJwk) };
    },
  };
}

async function createKey(db: Db): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: JWT_ALG, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: JWT_ALG };
  await db.insert(signingKeys).values({ kid, publicJwk, privateJwk });
}

async function readKeys(db: Db): Promise<LoadedKey[]> {
  const rows = await db
    .select()
    .from(signingKeys)
    .where(isNull(signingKeys.retiredAt))
    .orderBy(desc(signingKeys.createdAt));
  return Promise.all(
    rows.map(async (row) => {
      const publicJwk = row.publicJwk as JWK;
      return {
        kid: row.kid,
        publicJwk,
        publicKey: (await importJWK(publicJwk, JWT_ALG)) as CryptoKey,
        privateKey: (await importJWK(row.privateJwk as JWK, JWT_ALG)) as CryptoKey,
      };
    }),
  );
}
