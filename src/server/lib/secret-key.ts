// The key that seals stored secrets (lib/secret-box.ts): SECRET_ENCRYPTION_KEY (32 bytes,
// base64) when set, which several instances must share; otherwise a key generated on
// the first start into DATA_DIR/secrets/secret.key (readable by this user only) and read
// from there afterwards, so one machine needs no setup.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function loadSecretKey(options: { fromEnv: string | undefined; dataDir: string }): Buffer {
  if (options.fromEnv) return decodeKey(options.fromEnv, 'SECRET_ENCRYPTION_KEY');
  const file = path.join(options.dataDir, 'secrets', 'secret.key');
  if (fs.existsSync(file)) return decodeKey(fs.readFileSync(file, 'utf8').trim(), file);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  try {
    // 'wx': two processes starting at once must not each write their own key.
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return decodeKey(fs.readFileSync(file, 'utf8').trim(), file);
  }
}

function decodeKey(text: string, where: string): Buffer {
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error(`${where}: the key must be 32 bytes, base64-encoded`);
  return key;
}
