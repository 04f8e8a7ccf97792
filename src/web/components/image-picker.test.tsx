import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { fakeImage, renderWithProviders } from '#web/test/render-with-providers.tsx';
import { useImageSelection } from '../lib/images/use-image-selection';
import { ImagePicker } from './image-picker';

function Harness({ saved = [] }: { saved?: string[] }) {
  const selection = useImageSelection(saved);
  return (
    <>
      <ImagePicker selection={selection} />
      <output data-testid="removed">{selection.removed.join(',')}</output>
    </>
  );
}

const counter = () => screen.getByText(/^\d\/5$/).textContent;

describe('ImagePicker', () => {
  it('previews chosen photos and counts them out of 5', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(counter()).toBe('Photos selected: 0/5');
    await user.upload(screen.getByLabelText('Add photos'), [
      fakeImage('front.jpg', 2000),
      fakeImage('hall.png', 3000, 'image/png'),
    ]);
    expect(counter()).toBe('Photos selected: 2/5');
    expect(screen.getByRole('img', { name: 'New photo 1: front.jpg' }).getAttribute('src')).toMatch(
      /^blob:/,
    );
    await user.click(screen.getByRole('button', { name: 'Remove New photo 1: front.jpg' }));
    expect(counter()).toBe('Photos selected: 1/5');
  });

  it("skips files over 5 MB with the spec's message", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('Add photos'), [
      fakeImage('small.jpg', 1000),
      fakeImage('huge.jpg', IMAGE_MAX_BYTES + 1),
    ]);
    expect(
      await screen.findByText('Some files were skipped because they exceed the 5MB limit.'),
    ).toBeTruthy();
    expect(counter()).toBe('Photos selected: 1/5');
    expect(screen.queryByRole('img', { name: /huge\.jpg/ })).toBeNull();
  });

  it('never holds more than 5 photos, and the input is disabled when full', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness
        saved={['/media/property_images/a/full.webp', '/media/property_images/b/full.webp']}
      />,
    );
    const input = screen.getByLabelText('Add photos');
    await user.upload(
      input,
      Array.from({ length: 6 }, (_, i) => fakeImage(`p${i}.jpg`, 1000)),
    );
    expect(counter()).toBe('Photos selected: 5/5');
    expect(screen.getAllByRole('img', { name: /^New photo/ })).toHaveLength(3);
    expect(await screen.findByText('A property can have at most 5 images')).toBeTruthy();
    expect(
      (screen.getByLabelText('Maximum of 5 photos reached') as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it("removing saved photos says '{n} image(s) marked for removal' and remembers them", async () => {
    const user = userEvent.setup();
    const saved = ['/media/property_images/a/full.webp', '/media/property_images/b/full.webp'];
    renderWithProviders(<Harness saved={saved} />);
    expect(counter()).toBe('Photos selected: 2/5');
    await user.click(screen.getByRole('button', { name: 'Remove Saved photo 1' }));
    expect(await screen.findByText('1 image(s) marked for removal')).toBeTruthy();
    expect(counter()).toBe('Photos selected: 1/5');
    await user.click(screen.getByRole('button', { name: 'Remove Saved photo 1' }));
    expect(await screen.findByText('2 image(s) marked for removal')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('removed').textContent).toBe(saved.join(',')));
  });
});
