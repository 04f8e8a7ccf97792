// `engines` must tell the truth: every package the server needs at run time declares
// that it supports every Node version our range admits, and the line we test on
// (.nvmrc) is inside that range. A dependency update that drops Node 20 fails here
// instead of in a broker's deployment (decision 038).
import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

type LockPackage = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  cpu?: string[];
  engines?: { node?: string };
};
// Node 22 and later ship no 32-bit x86 builds, so a package for that CPU alone may stop at 20.
const only32BitX86 = (p: LockPackage) => p.cpu?.length === 1 && p.cpu[0] === 'ia32';
const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(fs.readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, LockPackage>;
};
const ours = pkg.engines.node;

describe('engines', () => {
  it('admits the Node line we test on', () => {
    const line = fs.readFileSync(new URL('.nvmrc', root), 'utf8').trim();
    expect(semver.intersects(ours, `${line}.x`)).toBe(true);
    expect(semver.satisfies(process.version, ours)).toBe(true);
  });

  it('is within what every run-time dependency declares', () => {
    const narrower = Object.entries(lock.packages)
      .filter(([name, p]) => name !== '' && !p.dev && !only32BitX86(p) && p.engines?.node)
      .filter(([, p]) => !semver.subset(ours, p.engines!.node!, { includePrerelease: false }))
      .map(([name, p]) => `${name.replace(/^.*node_modules\//, '')}@${p.version} wants node ${p.engines!.node}`);
    expect(narrower).toEqual([]);
  });
});
