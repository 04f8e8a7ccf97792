import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PROPERTY_IMAGES_MAX } from '@shared/constants';
import { PROPERTY_MESSAGES } from '@shared/schemas/properties';
import { selectImageFiles } from './select-image-files';

export type NewImage = { id: string; file: File; previewUrl: string };

export type ImageSelection = {
  /** Saved images still kept (edit mode). */
  kept: string[];
  /** Saved images the broker marked for removal; sent as remove_images. */
  removed: string[];
  /** New photos to upload, with local previews. */
  added: NewImage[];
  count: number;
  max: number;
  addFiles: (files: readonly File[]) => void;
  removeAdded: (id: string) => void;
  removeSaved: (url: string) => void;
};

let nextId = 0;

/** The photos of the property form: saved ones (edit mode) plus new files, 5 at most. */
export function useImageSelection(savedImages: readonly string[] = []): ImageSelection {
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
      const { accepted, tooLarge, overLimit } = selectImageFiles(files, count);
      if (tooLarge.length > 0) toast.error(PROPERTY_MESSAGES.skippedLarge);
      else if (overLimit.length > 0) toast.error(PROPERTY_MESSAGES.tooManyImages);
      if (accepted.length === 0) return;
      const fresh = accepted.map((file) => {
        const previewUrl = URL.createObjectURL(file);
        previews.current.add(previewUrl);
        nextId += 1;
        return { id: `new-${nextId}`, file, previewUrl };
      });
      setAdded((current) => [...current, ...fresh]);
    },
    [count],
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
      toast(`${nowRemoved.length} image(s) marked for removal`);
    },
    [kept, removed],
  );

  return {
    kept,
    removed,
    added,
    count,
    max: PROPERTY_IMAGES_MAX,
    addFiles,
    removeAdded,
    removeSaved,
  };
}
