// index.html preloads the app's stylesheet instead of linking it (vite.config.ts,
// criticalCss; decision 048), so it does not hold back the first paint (the spinner,
// styled by the inlined critical CSS). Applied here before React first renders, so no
// unstyled app is ever painted. In development Vite adds the styles itself: none to apply.

/** Turns each preloaded app stylesheet into a stylesheet; resolves once all are in (or failed). */
export function applyAppStylesheet(doc: Document = document): Promise<void> {
  const links = [
    ...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-app-stylesheet]'),
  ];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          // A stylesheet that failed to load should not keep the app from starting.
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
