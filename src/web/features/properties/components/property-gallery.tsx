import { GALLERY_IMAGES } from '#shared/constants.ts';

type Props = { images: readonly string[]; title: string; onSelect: (index: number) => void };

/** Up to 4 photos as a grid with '+N more images'; choosing one shows it in the carousel. */
export function PropertyGallery({ images, title, onSelect }: Props) {
  if (images.length === 0) return null;
  const shown = images.slice(0, GALLERY_IMAGES);
  const more = images.length - shown.length;
  return (
    <section aria-labelledby="gallery-heading">
      <h2 id="gallery-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Gallery
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {shown.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => onSelect(i)}
              className="block w-full overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={src}
                alt={`Show ${i + 1} of ${images.length} in the carousel: ${title}`}
                width={300}
                height={225}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full bg-slate-200 object-cover transition-transform hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-2 text-sm text-slate-700">+{more} more images</p> : null}
    </section>
  );
}
