// One interface for every stored file (property photos, avatars, later flyers and
// post images). Local disk under the data folder is the default; an S3-compatible
// store can implement the same four calls when configured.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a missing file is not an error: cleanup paths may run twice. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` (one image's folder). */
  deletePrefix(prefix: string): Promise<void>;
}

/**
 * Keys are ours (random hex folders and fixed file names), but the media route takes
 * them from the URL, so every key is checked: lower-case letters, digits and `/_.-`,
 * no `..`, no empty segment, no leading slash. Nothing else can reach the disk.
 */
export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 300) return false;
  if (!/^[a-z0-9/_.-]+$/.test(key)) return false;
  if (key.includes('..')) return false;
  return key.split('/').every((segment) => segment.length > 0 && segment !== '.');
}

export function assertSafeKey(key: string): void {
  if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

export function createLocalDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    const file = path.resolve(base, key);
    // Belt and braces: the key check already rules this out.
    if (!file.startsWith(base + path.sep))
      throw new Error(`Storage key escapes the media folder: ${key}`);
    return file;
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write aside, then rename: a reader never sees half a file.
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, file);
    },

    async get(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        const file = fileOf(key);
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return await fs.readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
      await removeEmptyParents(base, path.dirname(fileOf(key)));
    },

    async deletePrefix(prefix) {
      // A prefix is a folder here ("property_images/<random>/"); a bare file-name
      // prefix is not supported because nothing of ours needs it.
      const folder = prefix.replace(/\/+$/, '');
      const target = fileOf(folder);
      await fs.rm(target, { recursive: true, force: true });
      await removeEmptyParents(base, path.dirname(target));
    },
  };
}

/**
 * Leaves no empty image folders behind. The top-level folders (the buckets) stay, so
 * a concurrent put() never loses the folder it has just created.
 */
async function removeEmptyParents(base: string, dir: string): Promise<void> {
  let current = dir;
  while (current.startsWith(base + path.sep) && path.dirname(current) !== base) {
    try {
      await fs.rmdir(current);
    } catch {
      return; // not empty (or already gone): stop climbing
    }
    current = path.dirname(current);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
