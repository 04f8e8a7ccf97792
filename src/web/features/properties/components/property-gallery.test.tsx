import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PropertyGallery } from './property-gallery';

const images = (n: number) =>
  Array.from({ length: n }, (_, i) => `/media/property_images/k${i}/full.webp`);

describe('PropertyGallery', () => {
  it("shows at most 4 photos and says '+N more images' for the rest", () => {
    render(<PropertyGallery images={images(5)} title="Villa" onSelect={() => {}} />);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.getByText('+1 more images')).toBeTruthy();
    for (const img of screen.getAllByRole('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('width')).toBeTruthy();
    }
  });

  it('has no note with 4 or fewer, nothing at all without photos, and opens a chosen photo', async () => {
    const onSelect = vi.fn();
    const { unmount } = render(
      <PropertyGallery images={images(3)} title="Villa" onSelect={onSelect} />,
    );
    expect(screen.queryByText(/more images/)).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Show 2 of 3 in the carousel: Villa' }),
    );
    expect(onSelect).toHaveBeenCalledWith(1);
    unmount();
    const { container } = render(<PropertyGallery images={[]} title="Villa" onSelect={onSelect} />);
    expect(container.innerHTML).toBe('');
  });
});
