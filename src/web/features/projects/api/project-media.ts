// A project's photos and brochure through their endpoints (src/shared/api/project-media.ts).
// The form collects the changes and applies them after the project's fields are saved:
// removals first (so the new photos fit under the limit), then the new photos, then the
// brochure. Each answers the whole project; the last answer is the project as it is now.
import {
  addProjectImages,
  downloadProjectBrochure,
  putProjectBrochure,
  removeProjectBrochure,
  removeProjectImage,
} from '#shared/api/project-media.ts';
import { PROJECT_IMAGES_MAX, type Project } from '#shared/schemas/projects.ts';
import { call } from '#web/lib/call-endpoint.ts';
import { fetchFile, saveBlob } from '#web/lib/fetch-file.ts';

export type ProjectMediaChanges = {
  /** Saved photo URLs to remove. */
  removeImages: readonly string[];
  /** New photo files, in order, added after the kept ones. */
  addImages: readonly File[];
  /** A new (or replacement) brochure; `null` removes the saved one; undefined keeps it. */
  brochure?: File | null;
};

export const hasMediaChanges = (changes: ProjectMediaChanges) =>
  changes.removeImages.length > 0 || changes.addImages.length > 0 || changes.brochure !== undefined;

/**
 * Applies the changes one call at a time; the project as the last call answered it (or
 * `project`). New photos go first whenever the total allows, so that a refused upload (a
 * file the server cannot read) has not already cost the photos being replaced; only a swap
 * at the limit must remove first.
 */
export async function applyProjectMedia(
  project: Project,
  changes: ProjectMediaChanges,
): Promise<Project> {
  const params = { id: project.id };
  let latest = project;
  const add = async () => {
    if (changes.addImages.length === 0) return;
    const form = new FormData();
    for (const file of changes.addImages) form.append('images', file, file.name);
    latest = await call(addProjectImages, { params, form });
  };
  const remove = async () => {
    for (const url of changes.removeImages) {
      latest = await call(removeProjectImage, { params, query: { url } });
    }
  };
  const addFirst = project.images.length + changes.addImages.length <= PROJECT_IMAGES_MAX;
  for (const step of addFirst ? [add, remove] : [remove, add]) await step();
  if (changes.brochure) {
    const form = new FormData();
    form.append('brochure', changes.brochure, changes.brochure.name);
    latest = await call(putProjectBrochure, { params, form });
  } else if (changes.brochure === null && project.brochure) {
    latest = await call(removeProjectBrochure, { params });
  }
  return latest;
}

/** Fetches the brochure with the session's token and saves it under its name. */
export async function downloadBrochure(projectId: string, name: string): Promise<void> {
  const blob = await fetchFile(downloadProjectBrochure, { params: { id: projectId } });
  saveBlob(blob, name);
}
