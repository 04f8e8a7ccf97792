import { ImagePlus, X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import type { ImageSelection } from '../hooks/use-image-selection';

type Props = { selection: ImageSelection; disabled?: boolean };

/**
 * Property photos: previews of saved and new images with remove buttons, the n/5
 * counter and a file input for more (spec section 5).
 */
export function ImagePicker({ selection, disabled }: Props) {
  const inputId = useId();
  const counterId = useId();
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
        <p className="text-sm text-slate-700">
          Up to {max} photos, 5MB each. The first photo is the cover.
        </p>
        <p
          id={counterId}
          className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-800"
          aria-live="polite"
        >
          <span className="sr-only">Photos selected: </span>
          {count}/{max}
        </p>
      </div>
      {count > 0 ? (
        <ul
          aria-label="Selected photos"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        >
          {kept.map((url, index) => (
            <Preview
              key={url}
              src={url}
              alt={`Saved photo ${index + 1}`}
              onRemove={() => selection.removeSaved(url)}
              disabled={disabled}
            />
          ))}
          {added.map((image, index) => (
            <Preview
              key={image.id}
              src={image.previewUrl}
              alt={`New photo ${index + 1}: ${image.file.name}`}
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
          {full ? `Maximum of ${max} photos reached` : 'Add photos'}
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
        className="absolute right-1 top-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-900/80 text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}
