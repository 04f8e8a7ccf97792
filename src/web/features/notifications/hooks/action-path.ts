/**
 * The in-app path a notification leads to, or null. Only same-app paths are followed
 * ('/property/...'); absolute URLs and protocol-relative '//host' are ignored.
 */
export function inAppPath(actionUrl: string | null): string | null {
  if (!actionUrl || !actionUrl.startsWith('/')) return null;
  if (actionUrl.startsWith('//') || actionUrl.startsWith('/\\')) return null;
  return actionUrl;
}
