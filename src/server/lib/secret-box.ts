// Secrets the server must read back (TOTP seeds) are stored sealed with AES-256-GCM
// under a key that lives outside the database (issue 17): a copy of the database alone
// (a backup, a dump, a read-only SQL injection) does not give away anyone's second
// factor. Each value is bound to its owner (associated data), so a sealed value copied
// onto another row does not open there.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;

export type SecretBox = {
  seal(plain: string, owner: string): string;
  /** The plain value, or null when it does not open (another key, another owner, tampered). */
  open(sealed: string, owner: string): string | null;
  isSealed(value: string): boolean;
};

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  return {
    seal(plain, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed, owner) {
      if (!sealed.startsWith(PREFIX)) return null;
      const [iv, tag, body] = sealed.slice(PREFIX.length).split('.');
      if (!iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(owner));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    isSealed: (value) => value.startsWith(PREFIX),
  };
}
