import type { LookupAddress } from 'node:dns';
import { describe, expect, it, vi } from 'vitest';
import { BlockedAddressError, SafeFetchError } from './safe-fetch-error';
import {
  createSafeLookup,
  resolvePublicAddresses,
  type ResolvedAddress,
  type Resolver,
} from './safe-lookup';

const fixed =
  (...answers: ResolvedAddress[]): Resolver =>
  async () =>
    answers;

type LookupResult = {
  error: unknown;
  address: string | LookupAddress[] | undefined;
  family: number | undefined;
};

function runLookup(
  resolve: Resolver,
  options: { all?: boolean; family?: number } = {},
): Promise<LookupResult> {
  const lookup = createSafeLookup(resolve);
  return new Promise((done) => {
    lookup('pages.example', options, (error, address, family) => done({ error, address, family }));
  });
}

describe('resolvePublicAddresses', () => {
  it.each([
    ['127.0.0.1', 4],
    ['10.1.2.3', 4],
    ['169.254.169.254', 4],
    ['100.64.0.1', 4],
    ['::1', 6],
    ['fd00::1', 6],
    ['::ffff:127.0.0.1', 6],
    ['ff02::1', 6],
  ] as const)('refuses a name that resolves to %s', async (address, family) => {
    await expect(
      resolvePublicAddresses('pages.example', fixed({ address, family })),
    ).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it('refuses a name if any one of its addresses is not public', async () => {
    const resolve = fixed(
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    );
    await expect(resolvePublicAddresses('pages.example', resolve)).rejects.toMatchObject({
      code: 'blocked_address',
    });
  });

  it('refuses an answer that is not an address of the family it claims', async () => {
    await expect(
      resolvePublicAddresses('pages.example', fixed({ address: '8.8.8.8', family: 6 })),
    ).rejects.toMatchObject({ code: 'blocked_address' });
  });

  it('turns resolver failures and empty answers into network errors', async () => {
    const failing: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(resolvePublicAddresses('pages.example', failing)).rejects.toMatchObject({
      code: 'network',
    });
    await expect(resolvePublicAddresses('pages.example', fixed())).rejects.toMatchObject({
      code: 'network',
    });
  });
});

describe('createSafeLookup (what http calls at connect time)', () => {
  it('answers like dns.lookup, with and without all', async () => {
    const resolve = fixed(
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    );
    expect(await runLookup(resolve)).toEqual({ error: null, address: '93.184.216.34', family: 4 });
    expect(await runLookup(resolve, { all: true })).toEqual({
      error: null,
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
      family: undefined,
    });
    expect(await runLookup(resolve, { family: 6 })).toMatchObject({
      address: '2606:2800:220:1::1',
      family: 6,
    });
  });

  it('resolves again on every connection, so a rebinding name is refused the second time', async () => {
    const resolve = vi
      .fn<Resolver>()
      .mockResolvedValueOnce([{ address: '93.184.216.34', family: 4 }])
      .mockResolvedValueOnce([{ address: '127.0.0.1', family: 4 }]);
    expect((await runLookup(resolve)).error).toBeNull();
    const second = await runLookup(resolve);
    expect(second.error).toBeInstanceOf(BlockedAddressError);
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('reports a missing family as a network error', async () => {
    const result = await runLookup(fixed({ address: '93.184.216.34', family: 4 }), { family: 6 });
    expect(result.error).toBeInstanceOf(SafeFetchError);
    expect(result.error).toMatchObject({ code: 'network' });
  });
});
