/** Scrolls `element` to the top of the view: smoothly, unless the broker asked for less motion. */
export function scrollToTop(element: Element | null | undefined): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
