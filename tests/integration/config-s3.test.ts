// S3_* configuration (decision 016): S3_BUCKET turns object storage on and then needs
// the endpoint and both keys; anything half-set stops the boot with a message that
// names the variables and never shows the secret. The last test boots the real entry
// point to see the process refuse to start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';

const SECRET = 'config-test-secret-a1b2c3d4e5';

const FULL = {
  S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com/',
  S3_BUCKET: 'brokercircle-media',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: SECRET,
};

const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

/** The boot error for `env`; fails the test when the config loads. */
function refusal(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`config loaded: ${JSON.stringify(Object.keys(env))}`);
}

describe('S3 configuration', () => {
  it('is off (local disk) when no S3_ variable is set, or they are blank', () => {
    expect(load({}).s3).toBeUndefined();
    expect(load({ S3_BUCKET: '', S3_ENDPOINT: ' ', S3_SECRET_ACCESS_KEY: '' }).s3).toBeUndefined();
  });

  it('takes a full configuration; the region defaults to us-east-1', () => {
    expect(load(FULL).s3).toEqual({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'brokercircle-media',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: SECRET,
    });
    expect(
      load({ ...FULL, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto' }).s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
    });
  });

  it('refuses a bucket without its endpoint or keys, naming each missing variable', () => {
    expect(refusal({ S3_BUCKET: 'media' })).toBe(
      'Invalid environment:\n' +
        '  S3_ENDPOINT: required when S3_BUCKET is set\n' +
        '  S3_ACCESS_KEY_ID: required when S3_BUCKET is set\n' +
        '  S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    );
    const { S3_SECRET_ACCESS_KEY: _secret, ...noSecret } = FULL;
    expect(refusal(noSecret)).toBe(
      'Invalid environment:\n  S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    );
    const { S3_ENDPOINT: _endpoint, ...noEndpoint } = FULL;
    expect(refusal(noEndpoint)).toBe(
      'Invalid environment:\n  S3_ENDPOINT: required when S3_BUCKET is set',
    );
  });

  it('refuses S3_ settings without a bucket, without showing the secret', () => {
    const { S3_BUCKET: _bucket, ...noBucket } = FULL;
    const message = refusal(noBucket);
    expect(message).toBe(
      'Invalid environment:\n' +
        '  S3_BUCKET: required when any S3_ variable is set (found S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    );
    expect(message).not.toContain(SECRET);
    expect(refusal({ S3_REGION: 'eu-central-1' })).toMatch(
      /S3_BUCKET: required when any S3_ variable is set/,
    );
  });

  it('refuses a bad endpoint or bucket name', () => {
    for (const endpoint of [
      's3.example.com',
      'ftp://s3.example.com',
      'https://key:secret@s3.example.com',
      'https://s3.example.com/?x=1',
    ]) {
      expect(refusal({ ...FULL, S3_ENDPOINT: endpoint }), endpoint).toMatch(
        /^Invalid environment:\n {2}S3_ENDPOINT: expected an http\(s\) URL without credentials/,
      );
    }
    for (const bucket of ['ab', 'Media', 'my_bucket', '-media', 'a..b']) {
      expect(refusal({ ...FULL, S3_BUCKET: bucket }), bucket).toMatch(
        /S3_BUCKET: expected an S3 bucket name/,
      );
    }
  });

  it('stops the real process at boot with the message and exit code 1', async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'bc-config-s3-'));
    try {
      // A folder of its own as the working directory, so no .env of the checkout is read.
      const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
      const child = spawn(process.execPath, ['--import', tsx, path.resolve('src/server/main.ts')], {
        cwd,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          DATA_DIR: cwd,
          S3_BUCKET: 'media',
          S3_SECRET_ACCESS_KEY: SECRET,
        },
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain(
        'Invalid environment:\n  S3_ENDPOINT: required when S3_BUCKET is set',
      );
      expect(output).toContain('S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
      expect(output).not.toContain(SECRET);
      expect(fs.readdirSync(cwd)).toEqual([]); // nothing was opened or written
    } finally {
      fs.rmSync(cwd, { recursive: true, force: true });
    }
  }, 60_000);
});
