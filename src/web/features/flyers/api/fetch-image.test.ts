import { describe, expect, it } from 'vitest';
import { base64ToFile, fileNameFor } from './fetch-image';

describe('fileNameFor', () => {
  it("names the file after the address's last segment, with the type's extension", () => {
    expect(fileNameFor('https://cdn.example.com/p/front%20view.JPG?w=800', 'image/webp')).toBe(
      'front-view.webp',
    );
    expect(fileNameFor('https://cdn.example.com/', 'image/jpeg')).toBe('image.jpg');
    expect(fileNameFor('not a url', 'application/octet-stream')).toBe('image.img');
  });
});

describe('base64ToFile', () => {
  it('turns the base64 of fetch-image back into the same bytes, typed', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const base64 = btoa(String.fromCharCode(...bytes));
    const file = base64ToFile(base64, 'image/webp', 'a.webp');
    expect(file.name).toBe('a.webp');
    expect(file.type).toBe('image/webp');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });
});
