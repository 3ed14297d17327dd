import { describe, expect, it } from 'vitest';
import { ossConfigOf, parseEnv } from '../../src/env';

/** The bucket is on only with all five FILE_OSS_* variables; off by default so the portal runs locally. */
describe('FILE_OSS_* environment', () => {
  const all = {
    FILE_OSS_ENDPOINT: 'http://127.0.0.1:9000',
    FILE_OSS_BUCKET: 'scf-files',
    FILE_OSS_REGION: 'cn-east-1',
    FILE_OSS_ACCESS_KEY_ID: 'AK',
    FILE_OSS_SECRET_ACCESS_KEY: 'SK',
  };

  it('is off by default and with blank values', () => {
    expect(ossConfigOf(parseEnv({}))).toBeNull();
    expect(ossConfigOf(parseEnv({ FILE_OSS_BUCKET: '' }))).toBeNull();
  });

  it('is the bucket when all five are set', () => {
    expect(ossConfigOf(parseEnv(all))).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'scf-files',
      region: 'cn-east-1',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
    });
  });

  it('refuses to start with some but not all, or an endpoint that is not a URL', () => {
    const { FILE_OSS_SECRET_ACCESS_KEY: _secret, ...four } = all;
    expect(() => ossConfigOf(parseEnv(four))).toThrow(/set all five/);
    expect(() => parseEnv({ ...all, FILE_OSS_ENDPOINT: 'not a url' })).toThrow();
  });
});
