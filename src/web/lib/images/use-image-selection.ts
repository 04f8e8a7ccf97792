import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PROPERTY_IMAGES_MAX } from '#shared/constants.ts';
import { PROPERTY_MESSAGES } from '#shared/schemas/properties.ts';
import { selectImageFiles, type ImageFileSelection } from './select-image-files';

export type NewImage = { id: string; file: File; previewUrl: string };

export type ImageSelection = {
  /** Saved images still kept (edit mode), in order. */
  kept: string[];
  /** Saved images the broker marked for removal; sent as remove_images. */
  removed: string[];
  /** New photos to upload, with local previews. */
  added: NewImage[];
  count: number;
  max: number;
  /** Adds what fits and reports the rest; returns how many files were added. */
  addFiles: (files: readonly File[]) => number;
  removeAdded: (id: string) => void;
  removeSaved: (url: string) => void;
};

export type ImageSelectionOptions = {
  /** At most this many images (default: a property's 5). */
  max?: number;
  /** Refuse files not typed as images (reported as notImages). */
  imagesOnly?: boolean;
  /** Tells the broker about files left out (default: the property form's toasts). */
  reportRejected?: (rejected: ImageFileSelection) => void;
  /** Tells the broker a saved image was removed (default: the property form's toast). */
  reportRemoved?: (removedCount: number) => void;
};

/** Spec section 5 (property form): one toast for the files skipped. */
function reportPropertyRejected({ tooLarge, overLimit }: ImageFileSelection) {
  if (tooLarge.length > 0) toast.error(PROPERTY_MESSAGES.skippedLarge);
  else if (overLimit.length > 0) toast.error(PROPERTY_MESSAGES.tooManyImages);
}

/** Spec section 8 (properties): '{n} image(s) marked for removal'. */
const reportPropertyRemoved = (count: number) => toast(`${count} image(s) marked for removal`);

let nextId = 0;

/**
 * The photos of the property form (and the flyer editor): saved ones plus new files,
 * 5 at most.
 */
export function useImageSelection(
  savedImages: readonly string[] = [],
  {
    max = PROPERTY_IMAGES_MAX,
    imagesOnly = false,
    reportRejected = reportPropertyRejected,
    reportRemoved = reportPropertyRemoved,
  }: ImageSelectionOptions = {},
): ImageSelection {
  const [kept, setKept] = useState<string[]>(() => [...savedImages]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [added, setAdded] = useState<NewImage[]>([]);
  const previews = useRef(new Set<string>());

  // Release every preview still alive when the form goes away.
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const count = kept.length + added.length;

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const selection = selectImageFiles(files, count, max, { imagesOnly });
      const { accepted, notImages, tooLarge, overLimit } = selection;
      if (notImages.length + tooLarge.length + overLimit.length > 0) reportRejected(selection);
      if (accepted.length === 0) return 0;
      const fresh = accepted.map((file) => {
        const previewUrl = URL.createObjectURL(file);
        previews.current.add(previewUrl);
        nextId += 1;
        return { id: `new-${nextId}`, file, previewUrl };
      });
      setAdded((current) => [...current, ...fresh]);
      return accepted.length;
    },
    [count, max, imagesOnly, reportRejected],
  );

  const removeAdded = useCallback(
    (id: string) => {
      const gone = added.find((image) => image.id === id);
      if (!gone) return;
      URL.revokeObjectURL(gone.previewUrl);
      previews.current.delete(gone.previewUrl);
      setAdded(added.filter((image) => image.id !== id));
    },
    [added],
  );

  const removeSaved = useCallback(
    (url: string) => {
      if (!kept.includes(url)) return;
      const nowRemoved = [...removed, url];
      setKept(kept.filter((u) => u !== url));
      setRemoved(nowRemoved);
      reportRemoved(nowRemoved.length);
    },
    [kept, removed, reportRemoved],
  );

  return { kept, removed, added, count, max, addFiles, removeAdded, removeSaved };
}
