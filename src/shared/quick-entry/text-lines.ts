// Line-level clean-up shared by the title and the description: WhatsApp chat-export
// prefixes ("[14/03/24, 10:42 AM] Vikram: "), "Forwarded" markers, and cutting without
// splitting an emoji in two.

const CHAT_PREFIX =
  /^\[?\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},? \d{1,2}[:.]\d{2}(?:[:.]\d{2})? ?(?:[ap]\.?m\.?)?\]? ?(?:- )?[^:\n]{1,40}: ?/i;
const FORWARDED =
  /^(?:forwarded(?: many times)?|<media omitted>|this message was deleted|image omitted)$/i;

export function stripChatPrefix(line: string): string {
  return line.replace(CHAT_PREFIX, '');
}

export function isForwardedMarker(line: string): boolean {
  return FORWARDED.test(line.trim());
}

/** The first `max` UTF-16 units of `s`, one less if that would split a surrogate pair. */
export function cutAt(s: string, max: number): string {
  if (s.length <= max) return s;
  const code = s.charCodeAt(max - 1);
  return s.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
