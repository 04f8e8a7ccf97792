import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INVITE_CODE_LENGTH } from './constants';
import { generateInviteCode, INVITE_CODE_ALPHABET, normalizeInviteCode } from './invite-code';

describe('invite code alphabet', () => {
  it('is A-Z and 2-9 without the look-alikes I, O, 0 and 1', () => {
    const expected = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789'].filter((c) => !'IO01'.includes(c));
    expect([...INVITE_CODE_ALPHABET].sort()).toEqual(expected.sort());
    for (const banned of ['I', 'O', '0', '1']) expect(INVITE_CODE_ALPHABET).not.toContain(banned);
    expect(new Set(INVITE_CODE_ALPHABET).size).toBe(INVITE_CODE_ALPHABET.length);
  });
});

describe('generateInviteCode', () => {
  it('makes 6 characters from the alphabet', () => {
    expect(INVITE_CODE_LENGTH).toBe(6);
    for (let i = 0; i < 500; i++) {
      const code = generateInviteCode(randomInt);
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    }
  });

  it('asks the random source for an index into the whole alphabet, once per character', () => {
    const asked: number[] = [];
    const indexes = [0, 31, 8, 13, 23, 24];
    const code = generateInviteCode((n) => {
      asked.push(n);
      return indexes[asked.length - 1] ?? 0;
    });
    expect(asked).toEqual(Array(6).fill(INVITE_CODE_ALPHABET.length));
    expect(code).toBe(indexes.map((i) => INVITE_CODE_ALPHABET[i]).join(''));
    expect(generateInviteCode(() => 0)).toBe('AAAAAA');
    expect(generateInviteCode((n) => n - 1)).toBe('999999');
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) for (const c of generateInviteCode(randomInt)) seen.add(c);
    expect(seen.size).toBe(INVITE_CODE_ALPHABET.length);
  });
});

describe('normalizeInviteCode', () => {
  it('trims and upper-cases', () => {
    expect(normalizeInviteCode('  abc234 ')).toBe('ABC234');
    expect(normalizeInviteCode('\tXyZ789\n')).toBe('XYZ789');
    expect(normalizeInviteCode('ABCDEF')).toBe('ABCDEF');
    expect(normalizeInviteCode('   ')).toBe('');
  });
});
