// The marks brokers decorate listings with, which are not part of what they say:
// emoji (and their modifiers and joiners), keycap digits (1️⃣), bullets, and WhatsApp's
// *bold*, _italic_, ~strike~ and `mono` markers.

export const KEYCAP = /[0-9#*]\uFE0F?\u20E3/g;
export const EMOJI =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|[\u200B-\u200D\u2060]|\uFE0E|\uFE0F|\u20E3/gu;
export const BULLETS = /[•●○◦▪▫■□►▶▸▹➤➢➔➜→⇒✓✔✗✘☑◆◇♦★☆‣⁃∙·]/g;
// A star between digits is a plot dimension ("30*40"), not bold.
export const FORMAT_MARKS = /(?<!\d)\*|\*(?!\d)|[_~`]/g;
