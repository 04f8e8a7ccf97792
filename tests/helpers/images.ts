// Test images made with sharp, each a few KB, plus hostile files for upload tests.
import zlib from 'node:zlib';
import sharp from 'sharp';

export async function jpegImage(width = 800, height = 600, colour = '#3a7bd5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function pngImage(width = 64, height = 64): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 10, g: 200, b: 90, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF GPS coordinates (and a camera make) that uploads must strip. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#888888' } })
    .withMetadata({
      exif: {
        IFD0: { Make: 'SecretCam', Model: 'Spy 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '12/1 58/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 35/1 0/1',
        },
      },
    })
    .jpeg()
    .toBuffer();
}

/**
 * A valid 20000 x 20000 black PNG (400 megapixels, 400 MB once decoded) of about
 * 50 KB. Built by hand because encoding it with sharp takes many seconds.
 */
export function decompressionBombPng(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // greyscale
  // Each row: filter byte 0, then size/8 zero bytes.
  const raw = Buffer.alloc((1 + Math.ceil(size / 8)) * size);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const HTML_FILE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const SVG_FILE = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
