// The connect-time half of the policy. Node's http/https call this instead of
// dns.lookup right before opening the socket, and connect to the address it returns,
// so the address that is checked is the address that is used: a name that resolves to
// a public address for a pre-check and to 127.0.0.1 a moment later (DNS rebinding) is
// refused, because there is no separate pre-check to fool. One non-public address
// among the answers refuses the whole name, since we do not pick which one is dialled.
import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicUnicastAddress } from './ip-address-policy';
import { BlockedAddressError, SafeFetchError } from './safe-fetch-error';

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Resolves a host name to all its addresses; injectable so tests need no real DNS. */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Resolves and checks a name; throws BlockedAddressError if any address is not public. */
export async function resolvePublicAddresses(
  hostname: string,
  resolve: Resolver = systemResolver,
): Promise<ResolvedAddress[]> {
  let answers: readonly ResolvedAddress[];
  try {
    answers = await resolve(hostname);
  } catch (error) {
    throw new SafeFetchError('network', `Could not resolve ${hostname}`, { cause: error });
  }
  if (answers.length === 0) throw new SafeFetchError('network', `No address for ${hostname}`);
  for (const { address, family } of answers) {
    if (isIP(address) !== family || !isPublicUnicastAddress(address)) {
      throw new BlockedAddressError(`${hostname} (${address})`);
    }
  }
  return [...answers];
}

/** A drop-in for dns.lookup (with or without `all`) for the `lookup` option of http/https. */
export function createSafeLookup(resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolvePublicAddresses(hostname, resolve).then(
      (answers) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted === 0 ? answers : answers.filter((a) => a.family === wanted);
        const first = usable[0];
        if (!first) {
          callback(new SafeFetchError('network', `No IPv${wanted} address for ${hostname}`), '', 0);
        } else if (options.all) {
          callback(
            null,
            usable.map((a) => ({ address: a.address, family: a.family })),
          );
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}
