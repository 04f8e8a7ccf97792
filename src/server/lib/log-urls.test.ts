import { describe, expect, it } from 'vitest';
import { redactUrlSecrets, serializeRequestForLog } from './log-urls';

describe('redactUrlSecrets', () => {
  it('keeps the shape of a URL and drops the credential in it', () => {
    expect(redactUrlSecrets('/sign/AbC_dEf-123456789012345678901234567890abc')).toBe('/sign/***');
    expect(redactUrlSecrets('/sign/AbCdEf1234567890123456/code')).toBe('/sign/***/code');
    expect(redactUrlSecrets('/api/signing/AbCdEf1234567890123456/sign')).toBe('/api/signing/***/sign');
    expect(redactUrlSecrets('/api/account/exports/1/download?ticket=secret&x=1')).toBe('/api/account/exports/1/download?ticket=***&x=1');
    expect(redactUrlSecrets('/api/agreements/1')).toBe('/api/agreements/1');
    expect(redactUrlSecrets('/signup')).toBe('/signup');
  });

  it('serializes a request without its secret, and leaves other objects logged as req alone', () => {
    expect(serializeRequestForLog({ method: 'GET', url: '/sign/AbCdEf1234567890123456', host: 'x', ip: '::1' } as never)).toMatchObject({
      method: 'GET',
      url: '/sign/***',
    });
    const other = { headers: { authorization: 'Bearer x' } };
    expect(serializeRequestForLog(other)).toBe(other);
  });
});
