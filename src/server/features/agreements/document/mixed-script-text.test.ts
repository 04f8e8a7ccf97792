import { describe, expect, it } from 'vitest';
import { splitScriptRuns } from './mixed-script-text';

describe('splitScriptRuns', () => {
  it('cuts a sentence into Latin and Devanagari runs, spaces and punctuation staying in their run', () => {
    expect(splitScriptRuns('The owner: मीरा क्षत्रिय (meera@example.com).')).toEqual([
      { text: 'The owner: ', devanagari: false },
      { text: 'मीरा क्षत्रिय (', devanagari: true },
      { text: 'meera@example.com).', devanagari: false },
    ]);
  });

  it('keeps the joiners of a conjunct inside its run, and plain text in one run', () => {
    expect(splitScriptRuns('क्\u200Dष')).toEqual([{ text: 'क्\u200Dष', devanagari: true }]);
    expect(splitScriptRuns('Lake view 3 BHK, ₹1,20,00,000')).toEqual([{ text: 'Lake view 3 BHK, ₹1,20,00,000', devanagari: false }]);
  });
});
