import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPeer, type LocalPeer } from '../../../../tests/helpers/local-http-peer';
import { fetchPublicImage } from './fetch-public-image';

let peer: LocalPeer;
const served = new Map<string, { type: string; body: Buffer }>();

beforeAll(async () => {
  peer = await startLocalPeer((req, res) => {
    const file = served.get(req.url ?? '');
    if (!file) {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { 'content-type': file.type });
    res.end(file.body);
  });
});
afterAll(() => peer.close());

function serve(path: string, type: string, body: Buffer | string): string {
  served.set(path, { type, body: Buffer.from(body) });
  return `${peer.origin}${path}`;
}

const options = () => ({ allowPrivateHosts: [peer.allowEntry], timeoutMs: 5000 });

const isWebp = (data: Buffer) =>
  data.subarray(0, 4).toString('latin1') === 'RIFF' &&
  data.subarray(8, 12).toString('latin1') === 'WEBP';

describe('fetchPublicImage', () => {
  it('re-encodes a PNG to WebP like an upload, typed by its bytes not its header', async () => {
    const png = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#3a7bd5' },
    })
      .png()
      .toBuffer();
    const url = serve('/photo', 'text/plain', png);
    const image = await fetchPublicImage(url, options());
    expect(image).toMatchObject({ width: 120, height: 80, sourceType: 'png', finalUrl: url });
    expect(isWebp(image.full)).toBe(true);
    expect(isWebp(image.thumb)).toBe(true);
    expect((await sharp(image.full).metadata()).format).toBe('webp');
  });

  it('takes the first frame of a GIF', async () => {
    const gif = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#ff0000' },
    })
      .gif()
      .toBuffer();
    const image = await fetchPublicImage(serve('/anim.gif', 'image/gif', gif), options());
    expect(image).toMatchObject({ width: 40, height: 30, sourceType: 'gif' });
    expect(isWebp(image.full)).toBe(true);
  });

  it.each([
    [
      'an HTML page sent as image/png',
      'image/png',
      '<!doctype html><html><body>not a photo</body></html>',
    ],
    ['an SVG', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'],
    ['a PDF', 'image/jpeg', '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n'],
    ['a truncated PNG', 'image/png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
  ])('refuses %s', async (_label, type, body) => {
    const url = serve(`/bad-${served.size}`, type, body);
    await expect(fetchPublicImage(url, options())).rejects.toMatchObject({ code: 'not_image' });
  });

  it('refuses an image over 5 MB', async () => {
    const url = serve('/huge.jpg', 'image/jpeg', Buffer.alloc(5 * 1024 * 1024 + 1, 0xff));
    await expect(fetchPublicImage(url, options())).rejects.toMatchObject({ code: 'too_large' });
  });

  it('passes on fetch refusals', async () => {
    await expect(
      fetchPublicImage('http://169.254.169.254/latest/meta-data/'),
    ).rejects.toMatchObject({
      code: 'blocked_address',
    });
    await expect(fetchPublicImage(`${peer.origin}/missing.png`, options())).rejects.toMatchObject({
      code: 'http_status',
      status: 404,
    });
  });
});
