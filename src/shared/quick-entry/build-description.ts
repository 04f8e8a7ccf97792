// The description is the pasted text itself, tidied: chat-export prefixes and
// "Forwarded" lines out, runs of blank lines shortened, cut to the form's limit.
import { MAX_INPUT_CHARS } from './normalise-text';
import { cutAt, isForwardedMarker, stripChatPrefix } from './text-lines';

/** The property form's description limit. */
export const DESCRIPTION_MAX = 5000;

export function buildDescription(raw: string): string | null {
  const lines = cutAt(raw, MAX_INPUT_CHARS)
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => stripChatPrefix(line).replace(/\s+$/, ''))
    .filter((line) => !isForwardedMarker(line));
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text === '' ? null : cutAt(text, DESCRIPTION_MAX).trim();
}
