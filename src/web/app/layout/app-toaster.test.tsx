// Where toasts appear (issue 17: on phones they covered the page heading and the feed's
// Refresh button): at the bottom, centred on a phone, in the right corner on a desktop.
import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AppToaster from './app-toaster';

afterEach(() => {
  act(() => toast.dismiss());
  vi.restoreAllMocks();
});

function atWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: /max-width: (\d+)px/.test(query) && width <= Number(/max-width: (\d+)px/.exec(query)?.[1]),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

async function toasterPosition() {
  render(<AppToaster />);
  act(() => void toast.success('Feed refreshed'));
  const list = await vi.waitFor(() => {
    const found = document.querySelector('[data-sonner-toaster]');
    if (!found) throw new Error('no toaster');
    return found;
  });
  return [list.getAttribute('data-y-position'), list.getAttribute('data-x-position')];
}

describe('AppToaster', () => {
  it('puts toasts at the bottom centre on a phone', async () => {
    atWidth(390);
    expect(await toasterPosition()).toEqual(['bottom', 'center']);
  });

  it('puts toasts in the bottom right corner on a desktop', async () => {
    atWidth(1280);
    expect(await toasterPosition()).toEqual(['bottom', 'right']);
  });
});
