import type { AppContext } from '#server/app-context.ts';
import type { Viewer } from '#server/lib/viewer.ts';
import type { ExportWriter } from '../export-writer';

/** One area of a broker's data: adds its files to the export (rows are read lazily). */
export type ExportSection = (ctx: AppContext, owner: Viewer, out: ExportWriter) => Promise<void>;

/** The zip path of a stored photo: the area's folder, then a number in the row's order. */
export const photoPath = (folder: string, n: number) => `${folder}/photo-${n}.webp`;
