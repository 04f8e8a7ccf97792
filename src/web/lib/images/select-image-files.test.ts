import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { fakeImage } from '#web/test/render-with-providers.tsx';
import { selectImageFiles } from './select-image-files';

describe('selectImageFiles', () => {
  it('skips files over 5 MB and keeps a file of exactly 5 MB', () => {
    const ok = fakeImage('ok.jpg', IMAGE_MAX_BYTES);
    const big = fakeImage('big.jpg', IMAGE_MAX_BYTES + 1);
    const result = selectImageFiles([ok, big], 0);
    expect(result.accepted).toEqual([ok]);
    expect(result.tooLarge).toEqual([big]);
    expect(result.overLimit).toEqual([]);
  });

  it('adds only as many as fit in 5, counting the images already there', () => {
    const files = Array.from({ length: 4 }, (_, i) => fakeImage(`${i}.jpg`, 1000));
    const result = selectImageFiles(files, 3);
    expect(result.accepted).toEqual(files.slice(0, 2));
    expect(result.overLimit).toEqual(files.slice(2));
  });

  it('adds nothing when the property already has 5', () => {
    expect(selectImageFiles([fakeImage('a.jpg', 10)], 5).accepted).toEqual([]);
  });
});

describe('selectImageFiles with imagesOnly', () => {
  it('refuses files not typed as images, and only then', () => {
    const pdf = fakeImage('brochure.pdf', 1000, 'application/pdf');
    const photo = fakeImage('front.jpg', 1000);
    expect(selectImageFiles([pdf, photo], 0, 5, { imagesOnly: true })).toEqual({
      accepted: [photo],
      notImages: [pdf],
      tooLarge: [],
      overLimit: [],
    });
    expect(selectImageFiles([pdf], 0).accepted).toEqual([pdf]);
  });
});
