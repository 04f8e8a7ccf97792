// The page shell shared by every public page: one inline stylesheet, no script, a
// banner, the main content and a small footer.
import { markup, trustedHtml, type SafeHtml } from './html';
import { PAGE_CSS } from './styles';

export const THEME_COLOR = '#1d4ed8';

export function renderPage(input: { head: SafeHtml; main: SafeHtml; siteName: string }): string {
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${input.head}
<style>${trustedHtml(PAGE_CSS)}</style>
</head>
<body>
<header class="top"><div class="wrap"><a href="/">${input.siteName}</a></div></header>
<main class="wrap">
${input.main}
</main>
<footer class="foot">Shared via ${input.siteName}</footer>
</body>
</html>
`.value;
}
