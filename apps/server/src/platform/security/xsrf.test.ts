import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mintXsrfToken, verifyXsrf } from './xsrf';
import { authToken, verifyAuthToken } from './auth-token';

const key = randomBytes(32);

describe('anti-forgery token', () => {
  it('verifies for its own session only, and only when header equals cookie', () => {
    const t = mintXsrfToken(key, 'sid-a');
    expect(verifyXsrf(key, 'sid-a', t, t)).toBe(true);
    expect(verifyXsrf(key, 'sid-b', t, t)).toBe(false);
    expect(verifyXsrf(randomBytes(32), 'sid-a', t, t)).toBe(false);
    expect(verifyXsrf(key, 'sid-a', t, mintXsrfToken(key, 'sid-a'))).toBe(false);
    expect(verifyXsrf(key, 'sid-a', undefined, t)).toBe(false);
    expect(verifyXsrf(key, 'sid-a', `${t}.x`, `${t}.x`)).toBe(false);
  });

  it('differs on every mint', () => {
    expect(mintXsrfToken(key, 's')).not.toBe(mintXsrfToken(key, 's'));
  });
});

describe('auth token', () => {
  it('is bound to the session id', () => {
    const t = authToken(key, 'sid-a');
    expect(verifyAuthToken(key, 'sid-a', `Bearer ${t}`)).toBe(true);
    expect(verifyAuthToken(key, 'sid-b', `Bearer ${t}`)).toBe(false);
    expect(verifyAuthToken(key, 'sid-a', t)).toBe(false);
  });
});
