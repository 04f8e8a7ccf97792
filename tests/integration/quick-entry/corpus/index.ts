// Every corpus text, for the corpus test and the bench.
import type { CorpusEntry } from './corpus-entry';
import { hinglishCorpus } from './hinglish';
import { holdoutCorpus } from './holdout';
import { mixedCorpus } from './mixed';
import { noisyCorpus } from './noisy';
import { oneLinerCorpus } from './one-liners';
import { portalCorpus } from './portal';
import { unitsHindiCorpus } from './units-hindi';
import { whatsappCorpus } from './whatsapp';

export const corpus: readonly CorpusEntry[] = [
  ...whatsappCorpus,
  ...portalCorpus,
  ...oneLinerCorpus,
  ...hinglishCorpus,
  ...noisyCorpus,
  ...mixedCorpus,
  ...holdoutCorpus,
  ...unitsHindiCorpus,
];
