import { Globe, Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { FLYER_MESSAGES } from '#shared/schemas/flyers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { ImageSelection } from '#web/lib/images/use-image-selection.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { fetchImageFile } from '../api/fetch-image';
import { scrapePropertyImages } from '../api/scrape-property-images';
import { ImageChooserDialog } from './image-chooser-dialog';

/** An http(s) address, as the server will fetch it. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

type Props = { selection: ImageSelection; disabled?: boolean };

/**
 * The two other ways to add flyer images (spec section 2): 'Add by URL' (one image
 * address) and 'Find images on a website' (a listing page, then a chooser of the images
 * found). Both fetch through the server and add the images as new files for the save.
 */
export function FlyerImageTools({ selection, disabled = false }: Props) {
  const imageUrlId = useId();
  const pageUrlId = useId();
  const hintId = useId();
  const pageHintId = useId();
  const [imageUrl, setImageUrl] = useState('');
  const [pageUrl, setPageUrl] = useState('');
  const [adding, setAdding] = useState(false);
  const [finding, setFinding] = useState(false);
  const [found, setFound] = useState<string[] | null>(null);
  const [importing, setImporting] = useState(false);
  const [chooserProblem, setChooserProblem] = useState<string | null>(null);
  // The images may change while a fetch runs: add to the latest selection, not the one
  // the click saw.
  const latest = useRef(selection);
  useEffect(() => {
    latest.current = selection;
  });
  const remaining = Math.max(0, selection.max - selection.count);
  const full = remaining === 0;
  const locked = disabled || full;

  const addByUrl = async () => {
    const value = imageUrl.trim();
    if (!value) {
      toast.error(FLYER_MESSAGES.emptyUrl, { description: FLYER_MESSAGES.emptyUrlDescription });
      return;
    }
    if (!isWebUrl(value)) {
      toast.error(FLYER_MESSAGES.invalidUrl, { description: FLYER_MESSAGES.invalidUrlDescription });
      return;
    }
    setAdding(true);
    try {
      const file = await fetchImageFile(value);
      if (latest.current.addFiles([file]) > 0) {
        setImageUrl('');
        toast.success(FLYER_MESSAGES.success, {
          description: 'Image added. Save the flyer to keep it.',
        });
      }
    } catch (error) {
      toast.error(FLYER_MESSAGES.addImageFailed, {
        description: errorMessage(error, 'Check the image address and try again.'),
      });
    } finally {
      setAdding(false);
    }
  };

  const findImages = async () => {
    const value = pageUrl.trim();
    if (!value) {
      toast.error(FLYER_MESSAGES.urlRequired, {
        description: FLYER_MESSAGES.urlRequiredDescription,
      });
      return;
    }
    if (!isWebUrl(value)) {
      toast.error(FLYER_MESSAGES.invalidUrl, { description: FLYER_MESSAGES.invalidUrlDescription });
      return;
    }
    setFinding(true);
    try {
      const result = await scrapePropertyImages(value);
      if (!result.success) {
        toast.error(FLYER_MESSAGES.scrapingFailed, {
          description: FLYER_MESSAGES.scrapeImagesFailed(
            result.error || FLYER_MESSAGES.findImagesFailed,
          ),
        });
        return;
      }
      const urls = [...new Set(result.imageUrls)];
      if (urls.length === 0) {
        toast.warning(FLYER_MESSAGES.noImagesFound, {
          description: FLYER_MESSAGES.noImagesFoundDescription,
        });
        return;
      }
      setChooserProblem(null);
      setFound(urls);
    } catch (error) {
      toast.error(FLYER_MESSAGES.scrapingFailed, {
        description: FLYER_MESSAGES.scrapeImagesFailed(
          errorMessage(error, FLYER_MESSAGES.findImagesFailed),
        ),
      });
    } finally {
      setFinding(false);
    }
  };

  const addChosen = async (chosen: string[]) => {
    if (chosen.length === 0) {
      toast.error(FLYER_MESSAGES.noImagesSelected, {
        description: FLYER_MESSAGES.noImagesSelectedDescription,
      });
      setChooserProblem(FLYER_MESSAGES.noImagesSelectedDescription);
      return;
    }
    setChooserProblem(null);
    setImporting(true);
    try {
      // One at a time, so a slow site is not hit with every request at once.
      const files: File[] = [];
      for (const url of chosen) {
        try {
          files.push(await fetchImageFile(url));
        } catch {
          // Spec section 8: a single image that cannot be fetched is skipped.
        }
      }
      if (files.length === 0) {
        toast.error(FLYER_MESSAGES.fetchSelectedFailed);
        setChooserProblem(FLYER_MESSAGES.fetchSelectedFailed);
        return;
      }
      const added = latest.current.addFiles(files);
      const skipped = chosen.length - files.length;
      toast.success(FLYER_MESSAGES.success, {
        description:
          `${count(added, 'image')} added` +
          (skipped > 0
            ? `; ${count(skipped, 'image')} could not be fetched and ${skipped === 1 ? 'was' : 'were'} skipped.`
            : '.') +
          ' Save the flyer to keep them.',
      });
      setFound(null);
      setPageUrl('');
    } catch (error) {
      toast.error(FLYER_MESSAGES.addImagesFailed, {
        description: errorMessage(error, 'Please try again.'),
      });
      setChooserProblem(FLYER_MESSAGES.addImagesFailed);
    } finally {
      setImporting(false);
    }
  };

  // Enter in these inputs runs their own action, never the flyer form's Save.
  const onEnter = (event: KeyboardEvent<HTMLInputElement>, action: () => Promise<void>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void action();
  };

  return (
    <div className="space-y-4 border-t border-slate-200 pt-4">
      {full ? (
        <p id={hintId} className="text-sm text-slate-700">
          This flyer has {selection.max} images, the most it can have. Remove one to add another.
        </p>
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor={imageUrlId} className="block text-sm font-medium text-slate-800">
          Add by URL
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={imageUrlId}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://example.com/photo.jpg"
            value={imageUrl}
            onChange={(event) => setImageUrl(event.target.value)}
            onKeyDown={(event) => onEnter(event, addByUrl)}
            disabled={locked}
            readOnly={adding}
            aria-describedby={full ? hintId : undefined}
          />
          <Button
            type="button"
            variant="secondary"
            className="shrink-0"
            onClick={() => void addByUrl()}
            disabled={locked || adding}
            aria-busy={adding}
          >
            <Link2 className="h-4 w-4" aria-hidden="true" />
            {adding ? 'Adding...' : 'Add image'}
          </Button>
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={pageUrlId} className="block text-sm font-medium text-slate-800">
          Find images on a website
        </label>
        <p id={pageHintId} className="text-sm text-slate-600">
          Paste the address of a listing page; you choose which of its photos to add.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={pageUrlId}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://property-website.com/listing"
            value={pageUrl}
            onChange={(event) => setPageUrl(event.target.value)}
            onKeyDown={(event) => onEnter(event, findImages)}
            disabled={locked}
            readOnly={finding}
            aria-describedby={full ? `${pageHintId} ${hintId}` : pageHintId}
          />
          <Button
            type="button"
            variant="secondary"
            className="shrink-0"
            onClick={() => void findImages()}
            disabled={locked || finding}
            aria-busy={finding}
          >
            <Globe className="h-4 w-4" aria-hidden="true" />
            {finding ? 'Finding images...' : 'Find images'}
          </Button>
        </div>
      </div>
      {found ? (
        <ImageChooserDialog
          urls={found}
          remaining={remaining}
          busy={importing}
          problem={chooserProblem}
          onConfirm={(chosen) => void addChosen(chosen)}
          onClose={() => setFound(null)}
        />
      ) : null}
    </div>
  );
}
