// Blanks out the numbers that are never a price, size or room count — phone numbers,
// pin codes, dates, clock times, links, e-mails — so the rules never see them. Spaces
// replace them one for one, so offsets still line up with the prepared text.
import { CITY_PATTERN_SOURCE } from './known-cities';

const NOISE: readonly RegExp[] = [
  /(?:https?:\/\/|www\.)[^\s]{1,500}/g,
  // Starts only where a run of name characters starts, so a long run is read once.
  /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}/g,
  // +91 98450 12345, +91-9845012345, +919845012345
  /\+ ?91[ -]?\d(?:[ -]?\d){9}(?!\d)/g,
  // 9845012345, 09845012345, 98450 12345, 91 98450-12345
  /(?<![\d,.])(?:0|91[ -]?)?[6-9]\d{4}[ -]?\d{5}(?![\d,])/g,
  // 984 501 2345
  /(?<![\d,.])[6-9]\d{2}[ -]\d{3}[ -]\d{4}(?![\d,])/g,
  // landlines: 080-2345 6789, 033 2445 6789, 020-27123456
  /(?<![\d,.])0\d{2,4}[ -]\d{3,4}[ -]?\d{4}(?![\d,])/g,
  /(?<![\d,.])0\d{2,4}-\d{6,8}(?![\d,])/g,
  // dates with one separator throughout: 14/03/24, 09-05-2024, 1.1.2025
  /(?<![\d.])\d{1,2}([/.-])\d{1,2}\1\d{2,4}(?!\d)/g,
  // clock times: 10:42:17 am, 9:15, 6 pm, 10.30 am (never "18000 pm", which is a rent)
  /(?<![\d.,])\d{1,2}:\d{2}(?::\d{2})?(?: ?[ap]\.?m\.?(?![a-z]))?/g,
  /(?<![\d.,])\d{1,2}(?:\.\d{2})? ?(?:am|pm|a\.m\.|p\.m\.)(?![a-z])/g,
  // pin codes: after "pin", "pincode", "zip", or straight after a city name
  /\b(?:pin ?code|pincode|pin|zip)\b[ :.-]{0,3}[1-9]\d{2} ?\d{3}(?!\d)/g,
  new RegExp(`(?<=\\b(?:${CITY_PATTERN_SOURCE})[ ,-]{0,3})[1-9]\\d{2} ?\\d{3}(?!\\d)`, 'g'),
];

/** `lower` with every noise number replaced by spaces of the same length. */
export function maskNoise(lower: string): string {
  let out = lower;
  for (const pattern of NOISE) {
    out = out.replace(pattern, (m) => ' '.repeat(m.length));
  }
  return out;
}
