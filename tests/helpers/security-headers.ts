// The headers every response of ours must carry (issue 10, security suite): a CSP that
// runs no inline script and cannot be framed, nosniff, no referrer, no X-Powered-By.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export function cspDirectives(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map((parts) => [parts[0] ?? '', parts.slice(1)]),
  );
}

/**
 * `what` names the response in failure messages. `inlineScripts`: the CSP sources
 * (`'sha256-...'`) of the web app's own inline scripts (index.html's boot script,
 * decision 048), the only inline scripts a response may allow.
 */
export function expectSecurityHeaders(
  res: LightMyRequestResponse,
  what: string,
  inlineScripts: readonly string[] = [],
): void {
  const directives = cspDirectives(res);
  expect(directives.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  // Scripts fall back to default-src when script-src is absent.
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  expect(scripts, `${what}: script-src or default-src`).toBeDefined();
  expect(scripts, `${what}: no inline script`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: no eval`).not.toContain("'unsafe-eval'");
  const inlineAllowed = (scripts ?? []).filter((s) => /^'(sha\d+|nonce)-/.test(s));
  expect(
    inlineAllowed.filter((source) => !inlineScripts.includes(source)),
    `${what}: no hashed or nonced inline script but the web app's own`,
  ).toEqual([]);
  // Plugins are off: object-src 'none', or default-src 'none' standing in for it.
  expect(
    directives.get('object-src') ?? directives.get('default-src'),
    `${what}: object-src`,
  ).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${what}: referrer-policy`).toBe('no-referrer');
  expect(res.headers['x-powered-by'], `${what}: x-powered-by`).toBeUndefined();
}

export const HSTS = 'max-age=31536000; includeSubDomains';
