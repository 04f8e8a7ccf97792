// The zip of an export, written to a local file as it is produced (yazl, entries added
// lazily): a text entry's rows are read from the database only when the zip reaches
// it, and a photo is opened from storage only when its turn comes, so memory stays flat
// whatever the account's size. Photos are WebP already and go in uncompressed.
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Storage } from '#server/lib/storage.ts';

export type ExportWriter = {
  /** A text file from its chunks, produced when the zip reaches it. */
  text(name: string, chunks: () => AsyncIterable<string>): void;
  /** A stored file (a photo) under `name`; one that has gone missing is an empty file. */
  stored(name: string, storageKey: string): void;
};

/** Runs `fill` to add the entries, then writes the whole zip to `filePath`. */
export async function writeZip(
  filePath: string,
  storage: Storage,
  signal: AbortSignal,
  fill: (writer: ExportWriter) => Promise<void>,
): Promise<void> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const written = pipeline(output, createWriteStream(filePath), { signal });
  // If filling fails, the pipeline must not be left waiting for end().
  written.catch(() => undefined);
  // A failed read (the database, storage) fails the whole zip.
  zip.on('error', (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  const mtime = new Date();
  const writer: ExportWriter = {
    text(name, chunks) {
      zip.addReadStreamLazy(name, { mtime }, (callback) => callback(null, Readable.from(chunks(), { objectMode: false })));
    },
    stored(name, storageKey) {
      zip.addReadStreamLazy(name, { mtime, compress: false }, (callback) => {
        storage.getStream(storageKey).then(
          (found) => callback(null, found?.stream ?? Readable.from([])),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), Readable.from([])),
        );
      });
    },
  };
  try {
    await fill(writer);
  } catch (error) {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  zip.end();
  await written;
}
