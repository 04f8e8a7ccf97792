// 'Download my data' through the API, and reading the zip it gives (yauzl), for the
// export and account-deletion tests.
import { expect } from 'vitest';
import yauzl from 'yauzl';
import type { DataExport, DataExportLink, DataExportList } from '#shared/schemas/account.ts';
import { call } from './feed';
import type { SignedIn, TestApp } from './test-app';

export async function requestExport(t: TestApp, who: SignedIn): Promise<DataExport> {
  const res = await call(t, who, 'POST', '/api/account/exports');
  expect(res.statusCode, res.body).toBe(202);
  return res.json<DataExport>();
}

export async function listExports(t: TestApp, who: SignedIn): Promise<DataExportList> {
  const res = await call(t, who, 'GET', '/api/account/exports');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DataExportList>();
}

export async function downloadLink(t: TestApp, who: SignedIn, exportId: string): Promise<DataExportLink> {
  const res = await call(t, who, 'POST', `/api/account/exports/${exportId}/link`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DataExportLink>();
}

/** Requests a link and downloads the zip through it. */
export async function downloadExport(t: TestApp, who: SignedIn, exportId: string): Promise<Buffer> {
  const link = await downloadLink(t, who, exportId);
  const res = await t.app.inject({ method: 'GET', url: link.url });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return res.rawPayload;
}

export type ZipEntries = Map<string, Buffer>;

export function readZip(zip: Buffer): Promise<ZipEntries> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('no zip'));
      const entries: ZipEntries = new Map();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

export function jsonEntry<T>(entries: ZipEntries, name: string): T {
  const data = entries.get(name);
  if (!data) throw new Error(`no ${name} in the zip (has ${[...entries.keys()].join(', ')})`);
  return JSON.parse(data.toString('utf8')) as T;
}

/** A CSV entry as rows of cells (our writer's quoting: "..." with "" for a quote). */
export function csvEntry(entries: ZipEntries, name: string): string[][] {
  const text = (entries.get(name) ?? Buffer.alloc(0)).toString('utf8').replace(/^\ufeff/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}
