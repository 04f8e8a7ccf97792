// Every requirement text of the requirement corpus.
import { devanagariRequirements } from './devanagari';
import { englishRequirements } from './english';
import { hinglishRequirements } from './hinglish';
import type { RequirementEntry } from './requirement-entry';

export const requirementCorpus: readonly RequirementEntry[] = [
  ...englishRequirements,
  ...hinglishRequirements,
  ...devanagariRequirements,
];
