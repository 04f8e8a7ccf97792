import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { PropertyPlaceholder } from '#web/components/property-placeholder.tsx';
import { scrollToTop } from '#web/lib/scroll-into-view.ts';

export type CarouselHandle = { show: (index: number) => void };

type Props = { images: readonly string[]; title: string; ref?: Ref<CarouselHandle> };

/**
 * The property's photos, one at a time: swipe (CSS scroll snap) or use the buttons.
 * Only the first photo loads eagerly; the rest load as they come near.
 */
export function PropertyCarousel({ images, title, ref }: Props) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);

  const show = useCallback((next: number) => {
    const el = track.current;
    if (!el) return;
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
  }, []);
  useImperativeHandle(ref, () => ({ show }), [show]);

  if (images.length === 0) {
    return (
      <PropertyPlaceholder
        className="aspect-[4/3] w-full rounded-xl md:aspect-[16/10]"
        label={`No photos of ${title} yet`}
      />
    );
  }

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.min(images.length - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth))));
  };

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${title}`} className="relative">
      <ul
        ref={track}
        onScroll={onScroll}
        // Keyboard users scroll the photos with the arrow keys (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label="Photos, scroll sideways"
        className="flex snap-x snap-mandatory overflow-x-auto rounded-xl bg-slate-200 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-scrollbar]:hidden"
      >
        {images.map((src, i) => (
          <li
            key={src}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${images.length}`}
            className="w-full shrink-0 snap-center"
          >
            <img
              src={src}
              alt={`${title}, ${i + 1} of ${images.length}`}
              width={1200}
              height={900}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding="async"
              className="aspect-[4/3] w-full object-cover md:aspect-[16/10]"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <>
          <CarouselButton
            side="left"
            label="Previous photo"
            disabled={index === 0}
            onClick={() => show(index - 1)}
          />
          <CarouselButton
            side="right"
            label="Next photo"
            disabled={index === images.length - 1}
            onClick={() => show(index + 1)}
          />
          <p
            aria-live="polite"
            className="absolute bottom-3 right-3 rounded-full bg-slate-900/80 px-2.5 py-0.5 text-sm font-medium text-white"
          >
            {index + 1} / {images.length}
          </p>
        </>
      ) : null}
    </section>
  );
}

function CarouselButton({
  side,
  label,
  disabled,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2' : 'right-2'} inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40`}
    >
      <Icon className="h-6 w-6" aria-hidden="true" />
    </button>
  );
}

/**
 * A carousel with a gallery below it: `showPhoto(i)` brings the carousel into view and
 * shows photo i. The refs go on the carousel and the box around it.
 */
export function useCarouselJump() {
  const carousel = useRef<CarouselHandle>(null);
  const carouselBox = useRef<HTMLDivElement>(null);
  const showPhoto = (index: number) => {
    scrollToTop(carouselBox.current);
    carousel.current?.show(index);
  };
  return { carousel, carouselBox, showPhoto };
}
