// Post and comment text is shown as plain React text; only http(s) links found by
// linkifyjs become anchors (never innerHTML, so '<script>' or 'javascript:' stay text).
import { find } from 'linkifyjs';

export type TextSegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** The http/https address of a linkify match, or null for anything else (mailto:, javascript:, ftp:...). */
function webHref(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The text cut into plain runs and web links, in order; joined, the runs give back the text. */
export function toSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const match of find(text, 'url')) {
    const href = webHref(match.href);
    if (!href || match.start < at) continue;
    if (match.start > at) segments.push({ kind: 'text', text: text.slice(at, match.start) });
    segments.push({ kind: 'link', text: text.slice(match.start, match.end), href });
    at = match.end;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}

/**
 * The first `max` characters of the segments. A link the cut would fall inside is kept
 * whole (half a link would lead somewhere else), and text is never re-linkified after the
 * cut ('foo.comfortable' cut to 'foo.com' must not become a link).
 */
export function truncateSegments(segments: readonly TextSegment[], max: number): TextSegment[] {
  const kept: TextSegment[] = [];
  let used = 0;
  for (const segment of segments) {
    if (used >= max) break;
    const room = max - used;
    if (segment.kind === 'link' || segment.text.length <= room) {
      kept.push(segment);
      used += segment.text.length;
      continue;
    }
    kept.push({ kind: 'text', text: segment.text.slice(0, safeCut(segment.text, room)).trimEnd() });
    used = max;
  }
  return kept;
}

/** Never split an emoji (a surrogate pair) in two. */
function safeCut(text: string, at: number): number {
  const code = text.charCodeAt(at - 1);
  return code >= 0xd800 && code <= 0xdbff ? at - 1 : at;
}
