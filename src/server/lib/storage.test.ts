import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, isSafeStorageKey } from './storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('isSafeStorageKey', () => {
  it.each(['property_images/0123abcd/full.webp', 'avatars/ff/avatar.webp', 'a.webp'])(
    'accepts %s',
    (key) => {
      expect(isSafeStorageKey(key)).toBe(true);
    },
  );

  it.each([
    '',
    '../x.webp',
    'a/../../x.webp',
    'a/..',
    '/etc/passwd',
    'a//b.webp',
    'a/./b.webp',
    'a\\b.webp',
    'A/b.webp',
    'a/b.webp\u0000',
    'a b.webp',
    'a/b/',
    'x'.repeat(301),
  ])('refuses %j', (key) => {
    expect(isSafeStorageKey(key)).toBe(false);
  });
});

describe('local disk storage', () => {
  const storage = createLocalDiskStorage(root);

  it('puts, gets and deletes a file; a missing file reads as null', async () => {
    await storage.put('bucket/one/full.webp', Buffer.from('full'), 'image/webp');
    expect((await storage.get('bucket/one/full.webp'))?.toString()).toBe('full');
    await storage.delete('bucket/one/full.webp');
    expect(await storage.get('bucket/one/full.webp')).toBeNull();
    await storage.delete('bucket/one/full.webp'); // twice is fine
    expect(fs.existsSync(path.join(root, 'bucket', 'one'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'bucket'))).toBe(true);
  });

  it('deletes a folder by prefix and nothing beside it', async () => {
    await storage.put('bucket/two/full.webp', Buffer.from('a'), 'image/webp');
    await storage.put('bucket/two/thumb.webp', Buffer.from('b'), 'image/webp');
    await storage.put('bucket/three/full.webp', Buffer.from('c'), 'image/webp');
    await storage.deletePrefix('bucket/two/');
    expect(await storage.get('bucket/two/full.webp')).toBeNull();
    expect(await storage.get('bucket/two/thumb.webp')).toBeNull();
    expect((await storage.get('bucket/three/full.webp'))?.toString()).toBe('c');
  });

  it('refuses unsafe keys on write and answers null on read', async () => {
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'Unsafe storage key',
    );
    await expect(storage.deletePrefix('../')).rejects.toThrow('Unsafe storage key');
    expect(await storage.get('../escape.webp')).toBeNull();
    expect(fs.existsSync(path.join(root, '..', 'escape.webp'))).toBe(false);
  });

  it('reads a folder as missing, not as a file', async () => {
    await storage.put('bucket/four/full.webp', Buffer.from('d'), 'image/webp');
    expect(await storage.get('bucket/four')).toBeNull();
    expect(await storage.getStream('bucket/four')).toBeNull();
  });

  it('stores a local file and streams it back with its size', async () => {
    const source = path.join(root, 'source.zip');
    const data = Buffer.alloc(300_000, 'z');
    fs.writeFileSync(source, data);
    await storage.putFile('exports/abc/data.zip', source, 'application/zip');
    const stored = await storage.getStream('exports/abc/data.zip');
    expect(stored?.size).toBe(data.length);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
    expect(await storage.getStream('exports/abc/missing.zip')).toBeNull();
    expect(await storage.getStream('../source.zip')).toBeNull();
    await expect(storage.putFile('../x.zip', source, 'application/zip')).rejects.toThrow('Unsafe storage key');
  });
});
