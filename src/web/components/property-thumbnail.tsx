import { PropertyPlaceholder } from './property-placeholder';

type Props = {
  /** The 400 px rendition, or nothing when the listing has no photo. */
  src: string | undefined | null;
  /** Names the photo, or says there is none. */
  title: string;
  className: string;
  /** The placeholder's extra classes (its minimum height in a row layout). */
  placeholderClassName?: string;
};

/** A card's cover: the photo (loaded when near the screen), or the placeholder. */
export function PropertyThumbnail({ src, title, className, placeholderClassName }: Props) {
  if (!src) {
    return (
      <PropertyPlaceholder
        className={placeholderClassName ? `${placeholderClassName} ${className}` : className}
        label={`No photo of ${title}`}
      />
    );
  }
  return (
    <img
      src={src}
      alt={title}
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
