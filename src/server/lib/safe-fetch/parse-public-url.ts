// The URL-level half of the policy, applied to the first URL and to every redirect
// target before any connection: http(s) only, no credentials, no IP literal or name
// that means "this machine or its network", ports a web server would use. WHATWG URL
// parsing has already turned odd IPv4 spellings (2130706433, 0x7f.1, 0177.0.0.1, 127.1)
// into dotted form, so the address check sees the real address. Names are checked
// again, by address, at connect time (safe-lookup.ts).
import { isIP } from 'node:net';
import { isPublicUnicastAddress } from './ip-address-policy';
import { BlockedAddressError, SafeFetchError } from './safe-fetch-error';
import { originKey } from './test-allow-list';

const MAX_URL_LENGTH = 2048;

/** Parses and checks a URL; throws SafeFetchError 'invalid_url' or 'blocked_address'. */
export function parsePublicHttpUrl(
  input: string,
  testAllowList: ReadonlySet<string> = new Set(),
): URL {
  if (input.length > MAX_URL_LENGTH) throw new SafeFetchError('invalid_url', 'URL is too long');
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new SafeFetchError('invalid_url', 'Not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('invalid_url', `Scheme ${url.protocol} is not allowed`);
  }
  // Credentials would be sent as an Authorization header, which the fetcher never sends.
  if (url.username !== '' || url.password !== '') {
    throw new SafeFetchError('invalid_url', 'URLs with credentials are not allowed');
  }
  if (testAllowList.has(originKey(url))) return url;
  assertPublicHost(url.hostname);
  assertAllowedPort(url);
  return url;
}

function assertPublicHost(hostname: string): void {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  if (isIP(bare) !== 0) {
    if (!isPublicUnicastAddress(bare)) throw new BlockedAddressError(bare);
    return;
  }
  const name = bare.replace(/\.$/, '');
  // 'localhost' and '*.localhost' are loopback by definition (RFC 6761); a name with no
  // dot is resolved through the machine's search domains, i.e. the internal network.
  if (name === 'localhost' || name.endsWith('.localhost') || !name.includes('.')) {
    throw new BlockedAddressError(name);
  }
}

// 80, 443 and the unprivileged range (8080, 8443, ...); the other low ports belong to
// mail, SSH, DNS and the like, where a request from us could be abused against a third party.
function assertAllowedPort(url: URL): void {
  if (url.port === '') return;
  const port = Number(url.port);
  if (port === 80 || port === 443 || port >= 1024) return;
  throw new BlockedAddressError(`port ${port}`);
}
