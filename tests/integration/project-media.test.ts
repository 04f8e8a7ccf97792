// A project's photos and brochure (issue 21): photos through the listings' pipeline, at
// most 10 (a refused request writes no row and leaves no file, also when two uploads race),
// one PDF brochure (checked by its bytes, at most 10 MB) downloaded under its original name
// with safe headers; who may change them (the marketer, an admin) and read them (whoever
// sees the project; signed out, a Public project's); nothing left in storage after the
// project or its marketer's account is deleted.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import {
  BROCHURE_MAX_BYTES,
  PROJECT_IMAGES_MAX,
  PROJECT_MESSAGES,
  type Project,
} from '#shared/schemas/projects.ts';
import { UPLOAD_MESSAGES } from '#shared/upload-messages.ts';
import { projects } from '#server/db/schema.ts';
import { DEFAULT_PASSWORD } from '../helpers/factories/brokers';
import { test } from '../helpers/fixtures';
import { HTML_FILE, jpegImage, pngImage } from '../helpers/images';
import { buildMultipart } from '../helpers/multipart';
import { call, MINIMAL_PDF as PDF, postProject, putBrochure } from '../helpers/projects';
import { listMediaFiles } from '../helpers/properties';
import { bearer, ensureFounder, registerBroker, type SignedIn, type TestApp } from '../helpers/test-app';
import { errorOf } from '../helpers/test-utils';


let photo: Buffer | undefined;
const aPhoto = async () => (photo ??= await jpegImage(320, 240));

function postImages(t: TestApp, who: SignedIn | null, id: string, files: readonly Buffer[], filename = 'photo.jpg') {
  const form = buildMultipart(
    files.map((data, i) => ({ name: 'images', filename: `${i}-${filename}`, data, contentType: 'image/jpeg' })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${id}/images`,
    headers: { ...form.headers, ...(who ? bearer(who.accessToken) : {}) },
    payload: form.payload,
  });
}

async function addPhotos(t: TestApp, who: SignedIn, id: string, n: number): Promise<Project> {
  const res = await postImages(t, who, id, Array.from({ length: n }, () => photo as Buffer));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Project>();
}

const removeImage = (t: TestApp, who: SignedIn, id: string, url: string) =>
  call(t, who, 'DELETE', `/api/projects/${id}/images?url=${encodeURIComponent(url)}`);

/** The project's files in storage (photos with their renditions, brochures). */
const filesOf = (t: TestApp, id: string) => listMediaFiles(t).filter((key) => key.startsWith(`projects/${id}/`));

async function storedImages(t: TestApp, id: string): Promise<string[]> {
  const [row] = await t.database.db.select({ images: projects.images }).from(projects).where(eq(projects.id, id));
  return row?.images ?? [];
}

function expectRefusal(res: LightMyRequestResponse, status: number, message: string, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(errorOf(res)).toMatchObject({ message, ...(field ? { field } : {}) });
}

describe('photos', () => {
  test('added photos are stored (3 renditions each), answered in order and served', async ({ t, broker }) => {
    await aPhoto();
    const project = await postProject(t, broker);
    expect(project).toMatchObject({ images: [], brochure: null });
    const saved = await addPhotos(t, broker, project.id, 2);
    expect(saved.images).toHaveLength(2);
    for (const url of saved.images) {
      expect(url).toMatch(new RegExp(`^/media/projects/${project.id}/[0-9a-f]{32}/full\\.webp$`));
    }
    const more = await addPhotos(t, broker, project.id, 1);
    expect(more.images.slice(0, 2)).toEqual(saved.images);
    const read = await call(t, broker, 'GET', `/api/projects/${project.id}`);
    expect(read.json<Project>().images).toEqual(more.images);
    expect(filesOf(t, project.id)).toHaveLength(9);
    const served = await t.app.inject({ method: 'GET', url: more.images[0] as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  test('an 11th photo is refused with the limit named; nothing is written', async ({ t, broker }) => {
    await aPhoto();
    const project = await postProject(t, broker);
    await addPhotos(t, broker, project.id, PROJECT_IMAGES_MAX);
    const before = { images: await storedImages(t, project.id), files: listMediaFiles(t) };
    expect(before.images).toHaveLength(10);

    const one = await postImages(t, broker, project.id, [photo as Buffer]);
    expectRefusal(one, 400, PROJECT_MESSAGES.tooManyImages, 'images');
    expect(PROJECT_MESSAGES.tooManyImages).toContain('10');
    expect({ images: await storedImages(t, project.id), files: listMediaFiles(t) }).toEqual(before);
  });

  test('eleven photos in one request are refused before anything is stored', async ({ t, broker }) => {
    await aPhoto();
    const project = await postProject(t, broker);
    const before = listMediaFiles(t);
    const res = await postImages(t, broker, project.id, Array.from({ length: 11 }, () => photo as Buffer));
    expectRefusal(res, 400, PROJECT_MESSAGES.tooManyImages, 'images');
    expect(await storedImages(t, project.id)).toEqual([]);
    expect(listMediaFiles(t)).toEqual(before);
  });

  test('concurrent adds never pass 10; the refused ones leave no file behind', async ({ t, broker }) => {
    await aPhoto();
    const project = await postProject(t, broker);
    await addPhotos(t, broker, project.id, 7);
    // Each fits alone (7 + 2 <= 10); together they do not. Only the database decides.
    const results = await Promise.all(
      Array.from({ length: 4 }, () => postImages(t, broker, project.id, [photo as Buffer, photo as Buffer])),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses, results.map((r) => r.body).join('\n')).toEqual([200, 400, 400, 400]);
    for (const refused of results.filter((r) => r.statusCode === 400)) {
      expect(errorOf(refused).message).toBe(PROJECT_MESSAGES.tooManyImages);
    }
    const images = await storedImages(t, project.id);
    expect(images).toHaveLength(9);
    // Exactly the recorded photos' files: 3 renditions each, nothing of the refused.
    expect(filesOf(t, project.id)).toHaveLength(images.length * 3);
  });

  test('a file that is not an image is refused with the listings\' message; nothing is stored', async ({ t, broker }) => {
    await aPhoto();
    const project = await postProject(t, broker);
    const before = listMediaFiles(t);
    const res = await postImages(t, broker, project.id, [photo as Buffer, HTML_FILE], 'photo.jpg');
    expectRefusal(res, 400, UPLOAD_MESSAGES.imageType, 'images');
    const empty = await postImages(t, broker, project.id, []);
    expectRefusal(empty, 400, PROJECT_MESSAGES.noImages, 'images');
    expect(await storedImages(t, project.id)).toEqual([]);
    expect(listMediaFiles(t)).toEqual(before);
  });

  test('a photo over 5MB is refused with the listings\' message', async ({ t, broker }) => {
    const project = await postProject(t, broker);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await postImages(t, broker, project.id, [big]);
    expectRefusal(res, 413, UPLOAD_MESSAGES.imageTooLarge, 'images');
    expect(filesOf(t, project.id)).toEqual([]);
  });

  test('removing a photo deletes its files; the others keep their order', async ({ t, broker }) => {
    await aPhoto();
    const project = await postProject(t, broker);
    const { images } = await addPhotos(t, broker, project.id, 3);
    const [first, second, third] = images as [string, string, string];
    const res = await removeImage(t, broker, project.id, second);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Project>().images).toEqual([first, third]);
    const folder = second.replace(/^\/media\//, '').replace(/\/full\.webp$/, '/');
    expect(filesOf(t, project.id).filter((k) => k.startsWith(folder))).toEqual([]);
    expect(filesOf(t, project.id)).toHaveLength(6);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);

    // A URL that is not one of the project's changes nothing, and deletes nothing.
    const other = await postProject(t, broker);
    const { images: otherImages } = await addPhotos(t, broker, other.id, 1);
    const foreign = await removeImage(t, broker, project.id, otherImages[0] as string);
    expectRefusal(foreign, 400, PROJECT_MESSAGES.unknownImage, 'url');
    expect(filesOf(t, other.id)).toHaveLength(3);
    expect(await storedImages(t, project.id)).toEqual([first, third]);
  });
});

describe('brochure', () => {
  test('a PDF is stored and downloaded under its name, as a PDF attachment, never sniffed', async ({ t, broker }) => {
    const project = await postProject(t, broker);
    const res = await putBrochure(t, broker, project.id, PDF, 'Godrej Woods.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Project>().brochure).toEqual({
      url: `/api/projects/${project.id}/brochure`,
      name: 'Godrej Woods.pdf',
      bytes: PDF.length,
    });
    const download = await call(t, broker, 'GET', `/api/projects/${project.id}/brochure`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="Godrej Woods.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // The stored file is not reachable through /media (photos only).
    const [key] = filesOf(t, project.id);
    expect(key).toMatch(/^projects\/[0-9a-f-]+\/brochure\/[0-9a-f]{32}\/brochure\.pdf$/);
    expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
  });

  test('a name beyond ASCII is kept (RFC 5987), a path and control characters are not', async ({ t, broker }) => {
    const project = await postProject(t, broker);
    const res = await putBrochure(t, broker, project.id, PDF, 'C:\\docs\\गोदरेज\tWoods\u202e.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Project>().brochure?.name).toBe('गोदरेज Woods.pdf');
    const download = await call(t, broker, 'GET', `/api/projects/${project.id}/brochure`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="______ Woods.pdf"; filename*=UTF-8''${encodeURIComponent('गोदरेज Woods.pdf')}`,
    );
  });

  test.for([
    ['a PNG named .pdf', 'png'],
    ['a text file', 'text'],
  ] as const)('%s is refused; nothing is stored', async ([, kind], { t, broker }) => {
    const project = await postProject(t, broker);
    const data = kind === 'png' ? await pngImage() : Buffer.from('Godrej Woods price list\n');
    const before = listMediaFiles(t);
    const res = await putBrochure(t, broker, project.id, data, kind === 'png' ? 'brochure.pdf' : 'brochure.txt');
    expectRefusal(res, 400, PROJECT_MESSAGES.brochureType, 'brochure');
    expect(PROJECT_MESSAGES.brochureType).toBe('The brochure must be a PDF file.');
    expect(listMediaFiles(t)).toEqual(before);
    const [row] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ brochureUrl: null, brochureName: null, brochureBytes: null });
  });

  test('a PDF over 10 MB is refused; one of exactly 10 MB is taken', async ({ t, broker }) => {
    const project = await postProject(t, broker);
    const before = listMediaFiles(t);
    const tooBig = Buffer.concat([PDF, Buffer.alloc(BROCHURE_MAX_BYTES - PDF.length + 1, 0x20)]);
    const res = await putBrochure(t, broker, project.id, tooBig);
    expectRefusal(res, 413, PROJECT_MESSAGES.brochureTooLarge, 'brochure');
    expect(PROJECT_MESSAGES.brochureTooLarge).toBe('The brochure must be at most 10 MB.');
    expect(listMediaFiles(t)).toEqual(before);
    const exact = await putBrochure(t, broker, project.id, tooBig.subarray(0, BROCHURE_MAX_BYTES));
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json<Project>().brochure?.bytes).toBe(BROCHURE_MAX_BYTES);
  });

  test('replacing deletes the old file; removing deletes the file and the download goes', async ({ t, broker }) => {
    const project = await postProject(t, broker);
    expect((await putBrochure(t, broker, project.id, PDF, 'first.pdf')).statusCode).toBe(200);
    const [firstKey] = filesOf(t, project.id);
    const second = Buffer.concat([PDF, Buffer.from('% second\n')]);
    const replaced = await putBrochure(t, broker, project.id, second, 'second');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<Project>().brochure).toMatchObject({ name: 'second.pdf', bytes: second.length });
    const files = filesOf(t, project.id);
    expect(files).toHaveLength(1);
    expect(files).not.toContain(firstKey);
    const download = await call(t, broker, 'GET', `/api/projects/${project.id}/brochure`);
    expect(download.rawPayload.equals(second)).toBe(true);

    const removed = await call(t, broker, 'DELETE', `/api/projects/${project.id}/brochure`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Project>().brochure).toBeNull();
    expect(filesOf(t, project.id)).toEqual([]);
    const gone = await call(t, broker, 'GET', `/api/projects/${project.id}/brochure`);
    expectRefusal(gone, 404, PROJECT_MESSAGES.noBrochure);
  });
});

describe('who may change and read them', () => {
  test('a stranger gets 404, a member who sees it 403 (and may download), an admin may change them', async ({
    t,
    connectedBrokers: { a: marketer, b: member },
  }) => {
    await aPhoto();
    const stranger = await registerBroker(t);
    const admin = await ensureFounder(t);
    const project = await postProject(t, marketer); // Network Only
    const { images } = await addPhotos(t, marketer, project.id, 1);
    expect((await putBrochure(t, marketer, project.id, PDF)).statusCode).toBe(200);
    const before = listMediaFiles(t);
    const url = images[0] as string;

    const attempts = (who: SignedIn) => [
      postImages(t, who, project.id, [photo as Buffer]),
      removeImage(t, who, project.id, url),
      putBrochure(t, who, project.id, PDF),
      call(t, who, 'DELETE', `/api/projects/${project.id}/brochure`),
    ];
    for (const res of await Promise.all(attempts(stranger))) {
      expectRefusal(res, 404, PROJECT_MESSAGES.notFound);
    }
    for (const res of await Promise.all(attempts(member))) {
      expectRefusal(res, 403, PROJECT_MESSAGES.notAuthorized);
    }
    expect(listMediaFiles(t)).toEqual(before);

    expect((await call(t, stranger, 'GET', `/api/projects/${project.id}/brochure`)).statusCode).toBe(404);
    expect((await call(t, null, 'GET', `/api/projects/${project.id}/brochure`)).statusCode).toBe(404);
    const read = await call(t, member, 'GET', `/api/projects/${project.id}/brochure`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');

    const byAdmin = await postImages(t, admin, project.id, [photo as Buffer]);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await removeImage(t, admin, project.id, url)).statusCode).toBe(200);
    expect((await putBrochure(t, admin, project.id, PDF, 'by admin.pdf')).statusCode).toBe(200);
    expect(filesOf(t, project.id)).toHaveLength(4);
  });

  test("signed out, only a Public project's brochure downloads", async ({ t, broker }) => {
    const project = await postProject(t, broker, { visibility: 'Public' });
    expect((await putBrochure(t, broker, project.id, PDF)).statusCode).toBe(200);
    const open = await call(t, null, 'GET', `/api/projects/${project.id}/brochure`);
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-disposition']).toBe('attachment; filename="Godrej Woods.pdf"');
    const all = await postProject(t, broker, { visibility: 'All' });
    expect((await putBrochure(t, broker, all.id, PDF)).statusCode).toBe(200);
    expect((await call(t, null, 'GET', `/api/projects/${all.id}/brochure`)).statusCode).toBe(404);
    expect((await call(t, null, 'GET', '/api/projects/not-a-uuid/brochure')).statusCode).toBe(404);
    // A lapsed or forged token is a 401 (the app refreshes and retries), not the signed-out 404.
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${all.id}/brochure`,
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(stale.statusCode).toBe(401);
  });
});

describe('nothing left behind', () => {
  test('deleting a project removes its photos and brochure', async ({ t, broker }) => {
    await aPhoto();
    const project = await postProject(t, broker);
    await addPhotos(t, broker, project.id, 2);
    expect((await putBrochure(t, broker, project.id, PDF)).statusCode).toBe(200);
    expect(filesOf(t, project.id)).toHaveLength(7);
    const res = await call(t, broker, 'DELETE', `/api/projects/${project.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(filesOf(t, project.id)).toEqual([]);
  });

  test("deleting the marketer's account removes every project's files", async ({ t }) => {
    await aPhoto();
    const marketer = await registerBroker(t);
    const first = await postProject(t, marketer);
    const second = await postProject(t, marketer, { name: 'Sobha Dream Acres' });
    await addPhotos(t, marketer, first.id, 2);
    expect((await putBrochure(t, marketer, second.id, PDF)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(marketer.accessToken),
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect([...filesOf(t, first.id), ...filesOf(t, second.id)]).toEqual([]);
    expect(await t.database.db.select().from(projects).where(eq(projects.marketerId, marketer.id))).toEqual([]);
  });
});
