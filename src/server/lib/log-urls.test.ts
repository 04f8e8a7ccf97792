import { describe, expect, it } from 'vitest';
import { redactUrlSecrets } from './log-urls';

describe('redactUrlSecrets', () => {
  it('keeps the shape of a URL and drops the credential in it', () => {
    expect(redactUrlSecrets('/sign/AbC_dEf-123456789012345678901234567890abc')).toBe('/sign/***');
    expect(redactUrlSecrets('/sign/AbCdEf1234567890123456/code')).toBe('/sign/***/code');
    expect(redactUrlSecrets('/api/signing/AbCdEf1234567890123456/sign')).toBe('/api/signing/***/sign');
    expect(redactUrlSecrets('/api/account/exports/1/download?ticket=secret&x=1')).toBe('/api/account/exports/1/download?ticket=***&x=1');
    expect(redactUrlSecrets('/api/agreements/1')).toBe('/api/agreements/1');
    expect(redactUrlSecrets('/signup')).toBe('/signup');
  });
});
