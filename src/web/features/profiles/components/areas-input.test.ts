import { describe, expect, it } from 'vitest';
import { splitAreas } from './areas-input';

describe('splitAreas', () => {
  it('splits on commas, trims, squeezes spaces and drops blanks and repeats', () => {
    expect(splitAreas(' Indiranagar,  HSR   Layout ,, indiranagar, Whitefield,')).toEqual([
      'Indiranagar',
      'HSR Layout',
      'Whitefield',
    ]);
    expect(splitAreas('')).toEqual([]);
  });
});
