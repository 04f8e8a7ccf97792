// One interface for every stored file (property photos, avatars, flyers, post images,
// data exports). Local disk under the data folder is the default; an S3-compatible
// store implements the same calls when configured.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type StoredStream = { stream: Readable; size: number | null };

export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Stores a local file without reading it into memory (a data export of any size). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** The file's bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream (and its size when known), or null when nothing is stored under the key. */
  getStream(key: string): Promise<StoredStream | null>;
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

    async putFile(key, filePath) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      try {
        await fs.copyFile(filePath, partial);
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },

    async getStream(key) {
      if (!isSafeStorageKey(key)) return null;
      const file = fileOf(key);
      try {
        const handle = await fs.open(file, 'r');
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        // Opened before answering, so a file deleted in between still reads whole.
        return { stream: handle.createReadStream(), size: stat.size };
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
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
