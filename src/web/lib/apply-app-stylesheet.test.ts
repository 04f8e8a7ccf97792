// The app's preloaded stylesheet is applied before the first render, and a failed one
// does not keep the app from starting.
import { describe, expect, it } from 'vitest';
import { applyAppStylesheet } from './apply-app-stylesheet';

function page() {
  const doc = document.implementation.createHTMLDocument('app');
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.setAttribute('data-app-stylesheet', '');
  doc.head.append(link);
  return { doc, link };
}

describe('applyAppStylesheet', () => {
  it('makes the preload a stylesheet and resolves once it has loaded', async () => {
    const { doc, link } = page();
    let applied = false;
    const done = applyAppStylesheet(doc).then(() => (applied = true));
    expect(link.rel).toBe('stylesheet');
    await Promise.resolve();
    expect(applied).toBe(false);
    link.dispatchEvent(new Event('load'));
    await done;
    expect(applied).toBe(true);
  });

  it('resolves when the stylesheet failed to load, and at once when there is none', async () => {
    const { doc, link } = page();
    const done = applyAppStylesheet(doc);
    link.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBeUndefined();
    await expect(
      applyAppStylesheet(document.implementation.createHTMLDocument('dev')),
    ).resolves.toBeUndefined();
  });
});
