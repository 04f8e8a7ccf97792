import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  currentPasswordField,
  emailField,
  nameField,
  newPasswordField,
  PASSWORD_MESSAGES,
} from './fields';

/** The first message a schema gives for `value`, or undefined when it passes. */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('emailField', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailField.parse('  Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
    expect(emailField.parse('a+tag@sub.example.in')).toBe('a+tag@sub.example.in');
  });

  it('requires an address', () => {
    expect(messageOf(emailField, undefined)).toBe('Email is required');
    expect(messageOf(emailField, '')).toBe('Email is required');
    expect(messageOf(emailField, '   ')).toBe('Email is required');
    expect(messageOf(emailField, 42)).toBe('Email is required');
  });

  it("refuses a malformed address with the spec's message", () => {
    for (const bad of [
      'asha',
      'asha@',
      '@example.com',
      'asha@example',
      'a b@example.com',
      'asha@@example.com',
    ]) {
      expect(messageOf(emailField, bad), bad).toBe('Must be a valid email address');
    }
  });

  it('accepts 254 characters and refuses 255', () => {
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    const at254 = `${'a'.repeat(64)}@${domain}`;
    expect(at254).toHaveLength(254);
    expect(messageOf(emailField, at254)).toBeUndefined();
    expect(messageOf(emailField, `a${at254}`)).toBe('Email is too long');
  });
});

describe('newPasswordField', () => {
  it('needs 8 to 128 characters', () => {
    expect(messageOf(newPasswordField, undefined)).toBe('Password is required');
    expect(messageOf(newPasswordField, 'Ab3$xyz')).toBe('Password must be at least 8 characters');
    expect(PASSWORD_MESSAGES.tooShort).toBe('Password must be at least 8 characters');
    expect(messageOf(newPasswordField, 'Ab3$xyzw')).toBeUndefined();
    expect(messageOf(newPasswordField, 'xyz'.repeat(42) + 'ab')).toBeUndefined();
    expect(messageOf(newPasswordField, 'xyz'.repeat(43))).toBe(
      'Password must be at most 128 characters',
    );
  });

  it('refuses common passwords in any case', () => {
    for (const common of [
      'password123',
      'PASSWORD123',
      'Password1',
      '12345678',
      'qwerty123',
      'india@123',
    ]) {
      expect(messageOf(newPasswordField, common), common).toBe(
        'This password is too easy to guess. Choose a stronger one.',
      );
    }
  });

  it('refuses passwords of one or two distinct characters', () => {
    expect(messageOf(newPasswordField, 'aaaaaaaa')).toBe(PASSWORD_MESSAGES.tooWeak);
    expect(messageOf(newPasswordField, 'abababab')).toBe(PASSWORD_MESSAGES.tooWeak);
    expect(messageOf(newPasswordField, 'abcabcab')).toBeUndefined();
  });

  it('keeps spaces: a passphrase is fine', () => {
    expect(newPasswordField.parse(' correct horse battery ')).toBe(' correct horse battery ');
  });
});

describe('currentPasswordField', () => {
  it('accepts any non-empty password up to the cap, even a weak one', () => {
    expect(messageOf(currentPasswordField, 'x')).toBeUndefined();
    expect(messageOf(currentPasswordField, 'password123')).toBeUndefined();
    expect(messageOf(currentPasswordField, '')).toBe('Password is required');
    expect(messageOf(currentPasswordField, 'x'.repeat(129))).toBe(
      'Password must be at most 128 characters',
    );
  });
});

describe('nameField', () => {
  it('trims and allows up to 100 characters', () => {
    expect(nameField.parse('  Asha Rao  ')).toBe('Asha Rao');
    expect(messageOf(nameField, 'N'.repeat(100))).toBeUndefined();
    expect(messageOf(nameField, 'N'.repeat(101))).toBe('Name must be at most 100 characters');
    expect(messageOf(nameField, '  ')).toBe('Name is required');
  });
});
