import { ImagePlus, X } from 'lucide-react';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { ImageSelection } from '../lib/images/use-image-selection';

/** The words the picker shows; the defaults are the property form's. */
export type ImagePickerLabels = {
  hint: (max: number) => ReactNode;
  /** The file input's label. */
  add: string;
  full: (max: number) => string;
  /** Alt text prefix of saved images: '{saved} {n}'. */
  saved: string;
  /** Alt text prefix of new images: '{added} {n}: {file name}'. */
  added: string;
  /** Names the list of previews. */
  list: string;
  /** Read before the n/max counter. */
  counter: string;
  /** The counter itself: '3/5' unless a form words it otherwise ('3 of 10'). */
  count: (count: number, max: number) => string;
};

const propertyLabels: ImagePickerLabels = {
  hint: (max) => `Up to ${max} photos, 5MB each. The first photo is the cover.`,
  add: 'Add photos',
  full: (max) => `Maximum of ${max} photos reached`,
  saved: 'Saved photo',
  added: 'New photo',
  list: 'Selected photos',
  counter: 'Photos selected: ',
  count: (count, max) => `${count}/${max}`,
};

type Props = {
  selection: ImageSelection;
  disabled?: boolean;
  labels?: Partial<ImagePickerLabels>;
};

/**
 * Property (and flyer) photos: previews of saved and new images with remove buttons,
 * the n/5 counter and a file input for more (spec section 5).
 */
export function ImagePicker({ selection, disabled, labels: custom }: Props) {
  const inputId = useId();
  const counterId = useId();
  const labels = { ...propertyLabels, ...custom };
  const { kept, added, count, max } = selection;
  const full = count >= max;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = '';
    selection.addFiles(files);
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-700">{labels.hint(max)}</p>
        <p
          id={counterId}
          className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-800"
          aria-live="polite"
        >
          <span className="sr-only">{labels.counter}</span>
          {labels.count(count, max)}
        </p>
      </div>
      {count > 0 ? (
        <ul
          aria-label={labels.list}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        >
          {kept.map((url, index) => (
            <Preview
              key={url}
              src={url}
              alt={`${labels.saved} ${index + 1}`}
              onRemove={() => selection.removeSaved(url)}
              disabled={disabled}
            />
          ))}
          {added.map((image, index) => (
            <Preview
              key={image.id}
              src={image.previewUrl}
              alt={`${labels.added} ${index + 1}: ${image.file.name}`}
              onRemove={() => selection.removeAdded(image.id)}
              disabled={disabled}
              isNew
            />
          ))}
        </ul>
      ) : null}
      <div>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled || full}
          onChange={onChange}
          aria-describedby={counterId}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={
            full || disabled
              ? 'flex h-24 cursor-not-allowed flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 text-sm text-slate-600'
              : 'flex h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-brand-600/40 bg-brand-50 text-sm font-medium text-brand-700 hover:bg-brand-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600'
          }
        >
          <ImagePlus className="h-6 w-6" aria-hidden="true" />
          {full ? labels.full(max) : labels.add}
        </label>
      </div>
    </div>
  );
}

type PreviewProps = {
  src: string;
  alt: string;
  onRemove: () => void;
  disabled?: boolean | undefined;
  isNew?: boolean;
};

function Preview({ src, alt, onRemove, disabled, isNew }: PreviewProps) {
  return (
    <li className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      <img
        src={src}
        alt={alt}
        width={200}
        height={150}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full object-cover"
      />
      {isNew ? (
        <span className="absolute bottom-1 left-1 rounded bg-slate-900/80 px-1.5 py-0.5 text-xs font-semibold text-white">
          New
        </span>
      ) : null}
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${alt}`}
        className="group absolute right-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600"
      >
        {/* A 36 px circle inside a 44 px touch target. */}
        <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-900/80 text-white group-hover:bg-red-700">
          <X className="h-4 w-4" aria-hidden="true" />
        </span>
      </button>
    </li>
  );
}
