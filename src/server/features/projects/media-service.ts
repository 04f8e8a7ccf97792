// A project's photos and brochure (issue 21). Same order as a listing's save: check and
// re-encode everything in memory, write the files, then point the row at them; should the
// row refuse (over the limit, or the project deleted meanwhile), the files just written go
// again (recordOrDiscard). The limit of PROJECT_IMAGES_MAX photos is settled by one
// conditional UPDATE, so two uploads at once cannot pass it together. Files a change
// lets go of are deleted only after the row no longer points at them.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  BROCHURE_NAME_MAX,
  PROJECT_IMAGES_MAX,
  PROJECT_MESSAGES,
  type Project,
} from '#shared/schemas/projects.ts';
import type { AppContext } from '#server/app-context.ts';
import { projects } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/lib/http-errors.ts';
import { recordOrDiscard } from '#server/lib/media/image-folders.ts';
import { IMAGES_FIELD, processUploads } from '#server/lib/media/photo-form.ts';
import {
  brochureFileName,
  brochureKeyOf,
  deleteProjectBrochure,
  deleteProjectImages,
  isPdf,
  storeProjectBrochure,
  storeProjectImages,
} from '#server/lib/media/project-files.ts';
import { sendDownload } from '#server/lib/send-download.ts';
import type { StoredStream } from '#server/lib/storage.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import { findVisibleProject, type ProjectWithFacts } from './project-queries';
import { present } from './write-service';

export const BROCHURE_FIELD = 'brochure';

/** `current` comes from loadOwnProject: the caller may change it. */
export async function addProjectImages(
  ctx: AppContext,
  viewer: Viewer,
  current: ProjectWithFacts,
  uploads: readonly Buffer[],
): Promise<Project> {
  const projectId = current.project.id;
  if (uploads.length === 0) throw badRequest(PROJECT_MESSAGES.noImages, IMAGES_FIELD);
  // Early, before any decoding: a request that cannot fit is refused at once. The
  // UPDATE below is what holds under concurrency.
  if (current.project.images.length + uploads.length > PROJECT_IMAGES_MAX) {
    throw badRequest(PROJECT_MESSAGES.tooManyImages, IMAGES_FIELD);
  }
  const images = await processUploads(uploads);
  const stored = await storeProjectImages(ctx.storage, projectId, images);
  await recordOrDiscard(ctx.storage, stored, async () => {
    const added = sql.join(
      stored.urls.map((url) => sql`${url}::text`),
      sql`, `,
    );
    const [row] = await ctx.db
      .update(projects)
      .set({ images: sql`${projects.images} || array[${added}]`, updatedAt: sql`now()` })
      .where(
        and(
          eq(projects.id, projectId),
          sql`cardinality(${projects.images}) + ${stored.urls.length}::int <= ${PROJECT_IMAGES_MAX}::int`,
        ),
      )
      .returning({ id: projects.id });
    if (row) return;
    // Nothing changed: either the project went meanwhile, or others' photos took the room.
    const [still] = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, projectId));
    throw still
      ? badRequest(PROJECT_MESSAGES.tooManyImages, IMAGES_FIELD)
      : notFound(PROJECT_MESSAGES.notFound);
  });
  return present(ctx, viewer, projectId);
}

/** Takes one photo out of the list (the rest keep their order), then deletes its files. */
export async function removeProjectImage(
  ctx: AppContext,
  viewer: Viewer,
  current: ProjectWithFacts,
  url: string,
): Promise<Project> {
  const projectId = current.project.id;
  const [row] = await ctx.db
    .update(projects)
    .set({ images: sql`array_remove(${projects.images}, ${url}::text)`, updatedAt: sql`now()` })
    .where(and(eq(projects.id, projectId), sql`${url}::text = any(${projects.images})`))
    .returning({ id: projects.id });
  if (!row) throw badRequest(PROJECT_MESSAGES.unknownImage, 'url');
  await deleteProjectImages(ctx.storage, projectId, [url]);
  return present(ctx, viewer, projectId);
}

/** Uploads or replaces the brochure; the old file goes once the row points at the new one. */
export async function putProjectBrochure(
  ctx: AppContext,
  viewer: Viewer,
  current: ProjectWithFacts,
  upload: { data: Buffer; name: string },
): Promise<Project> {
  const projectId = current.project.id;
  if (!isPdf(upload.data)) throw badRequest(PROJECT_MESSAGES.brochureType, BROCHURE_FIELD);
  const name = brochureFileName(upload.name, BROCHURE_NAME_MAX);
  const stored = await storeProjectBrochure(ctx.storage, projectId, upload.data);
  const previous = await recordOrDiscard(ctx.storage, stored, () =>
    swapBrochure(ctx, projectId, { url: stored.url, name, bytes: upload.data.length }),
  );
  await deleteProjectBrochure(ctx.storage, projectId, previous);
  return present(ctx, viewer, projectId);
}

/**
 * Points the project at `next` (or at no brochure) and returns the file it pointed at, to be
 * deleted after the commit. Locked, so two replacements at once each delete exactly the file
 * they replaced; removing when there is none changes nothing.
 */
async function swapBrochure(
  ctx: AppContext,
  projectId: string,
  next: { url: string; name: string; bytes: number } | null,
): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ url: projects.brochureUrl })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!locked) throw notFound(PROJECT_MESSAGES.notFound);
    if (next === null && locked.url === null) return null;
    await tx
      .update(projects)
      .set({
        brochureUrl: next?.url ?? null,
        brochureName: next?.name ?? null,
        brochureBytes: next?.bytes ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(projects.id, projectId));
    return locked.url;
  });
}

/** Removes the brochure (a project without one is left as it is). */
export async function removeProjectBrochure(
  ctx: AppContext,
  viewer: Viewer,
  current: ProjectWithFacts,
): Promise<Project> {
  const projectId = current.project.id;
  const previous = await swapBrochure(ctx, projectId, null);
  await deleteProjectBrochure(ctx.storage, projectId, previous);
  return present(ctx, viewer, projectId);
}

export type BrochureDownload = { file: StoredStream; name: string };

/**
 * The brochure of a project the reader may see: a member by the project rule
 * (projectVisibleTo), a signed-out reader only a Public project's. Anything else, and a
 * project without a brochure, is 404.
 */
export async function openProjectBrochure(
  ctx: AppContext,
  viewer: Viewer | null,
  projectId: string,
): Promise<BrochureDownload> {
  const row = viewer
    ? (await findVisibleProject(ctx.db, viewer, projectId))?.project
    : (
        await ctx.db
          .select({
            id: projects.id,
            brochureUrl: projects.brochureUrl,
            brochureName: projects.brochureName,
          })
          .from(projects)
          .where(and(eq(projects.id, projectId), eq(projects.visibility, 'Public')))
      )[0];
  if (!row) throw notFound(PROJECT_MESSAGES.notFound);
  const download = await openBrochureOf(ctx, row);
  if (!download) throw notFound(PROJECT_MESSAGES.noBrochure);
  return download;
}

/** The brochure file of a project the caller already may read; null when it has none. */
export async function openBrochureOf(
  ctx: AppContext,
  row: { id: string; brochureUrl: string | null; brochureName: string | null },
): Promise<BrochureDownload | null> {
  const key = brochureKeyOf(row.id, row.brochureUrl);
  const file = key ? await ctx.storage.getStream(key) : null;
  return file ? { file, name: row.brochureName ?? 'brochure.pdf' } : null;
}

/**
 * A download (attachment), never shown inline on our origin: a PDF can carry scripts and
 * forms, and what a viewer does with them is not ours to vouch for.
 */
export function sendBrochure(reply: FastifyReply, { file, name }: BrochureDownload) {
  return sendDownload(reply, file, {
    contentType: 'application/pdf',
    filename: name,
    cacheControl: 'private, no-store',
  });
}
