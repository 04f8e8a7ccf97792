// The public pages' not-found page: same look, status 404, never indexed or cached.
// Missing, not visible and malformed all read the same, so nothing leaks existence.
import { markup } from './html';
import { renderPage } from './layout';

export function renderNotFoundPage(siteName: string): string {
  const head = markup`<title>Page not found | ${siteName}</title>
<meta name="robots" content="noindex, nofollow">
<meta name="description" content="This page is not available.">`;
  const main = markup`<div class="card">
<h1>This page is not available</h1>
<p class="muted">The listing or profile may have been removed or made private, or the link may be mistyped.</p>
<p><a class="btn" href="/">Go to ${siteName}</a></p>
</div>`;
  return renderPage({ head, main, siteName });
}
