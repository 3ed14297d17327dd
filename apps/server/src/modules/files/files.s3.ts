import { createHash, createHmac } from 'node:crypto';
import type { OssConfig } from '../../platform/oss-config';

export type { OssConfig };

/**
 * Just enough of an S3-compatible client for the file store, AWS Signature Version 4 by hand (no SDK): the browser's
 * POST policy, a signed GET and DELETE of one object, and a presigned GET. Path-style addresses
 * (`<endpoint>/<bucket>/<key>`), which every S3-compatible store answers.
 */
const ALGORITHM = 'AWS4-HMAC-SHA256';
const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** RFC 3986 encoding as SigV4 wants it (`!'()*` too). */
export const uriEncode = (s: string): string => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20130524T000000Z` and `20130524`. */
export function amzDates(now: number): { amzDate: string; date: string } {
  const amzDate = new Date(now)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, date: amzDate.slice(0, 8) };
}

export function signingKey(secret: string, date: string, region: string, service = 's3'): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

const scope = (c: OssConfig, date: string) => `${date}/${c.region}/s3/aws4_request`;

export const objectPath = (c: OssConfig, key: string): string => `/${uriEncode(c.bucket)}/${key.split('/').map(uriEncode).join('/')}`;

const canonicalQuery = (query: Readonly<Record<string, string>>) =>
  Object.keys(query)
    .sort()
    .map((k) => `${uriEncode(k)}=${uriEncode(query[k] ?? '')}`)
    .join('&');

interface Signed {
  url: string;
  headers: Record<string, string>;
}

/** A request signed in its Authorization header (empty body). */
export function signRequest(c: OssConfig, method: 'GET' | 'DELETE' | 'HEAD', key: string, now: number): Signed {
  const { amzDate, date } = amzDates(now);
  const url = new URL(objectPath(c, key), c.endpoint);
  const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': amzDate };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]}\n`).join('');
  const canonical = [method, url.pathname, '', canonicalHeaders, names.join(';'), EMPTY_SHA256].join('\n');
  const toSign = [ALGORITHM, amzDate, scope(c, date), sha256Hex(canonical)].join('\n');
  const signature = hmac(signingKey(c.secretAccessKey, date, c.region), toSign).toString('hex');
  headers.authorization = `${ALGORITHM} Credential=${c.accessKeyId}/${scope(c, date)}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
  return { url: url.href, headers };
}

/** A GET anyone holding the URL may make until it expires; `params` are S3's response-* overrides. */
export function presignGet(c: OssConfig, key: string, now: number, expiresSeconds: number, params: Readonly<Record<string, string>> = {}): string {
  const { amzDate, date } = amzDates(now);
  const url = new URL(objectPath(c, key), c.endpoint);
  const query: Record<string, string> = {
    ...params,
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': `${c.accessKeyId}/${scope(c, date)}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(expiresSeconds),
    'X-Amz-SignedHeaders': 'host',
  };
  const canonical = ['GET', url.pathname, canonicalQuery(query), `host:${url.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const toSign = [ALGORITHM, amzDate, scope(c, date), sha256Hex(canonical)].join('\n');
  const signature = hmac(signingKey(c.secretAccessKey, date, c.region), toSign).toString('hex');
  return `${url.origin}${url.pathname}?${canonicalQuery(query)}&X-Amz-Signature=${signature}`;
}

/** The POST policy's form fields, in the order they must be sent (the file goes last). */
export interface PostPolicy {
  url: string;
  policy: string;
  signature: string;
  fields: Record<string, string>;
}

/**
 * A browser POST policy (S3 "POST Object" with SigV4): the key is fixed (`eq`), the size bounded
 * (`content-length-range` 1..maxBytes), the bucket and the signing fields named, and it expires at `expiresAt`.
 */
export function postPolicy(c: OssConfig, key: string, maxBytes: number, now: number, expiresAt: number): PostPolicy {
  const { amzDate, date } = amzDates(now);
  const credential = `${c.accessKeyId}/${scope(c, date)}`;
  const document = {
    expiration: new Date(expiresAt).toISOString(),
    conditions: [
      { bucket: c.bucket },
      ['eq', '$key', key],
      ['content-length-range', 1, maxBytes],
      { success_action_status: '200' },
      { 'x-amz-algorithm': ALGORITHM },
      { 'x-amz-credential': credential },
      { 'x-amz-date': amzDate },
    ],
  };
  const policy = Buffer.from(JSON.stringify(document), 'utf8').toString('base64');
  const signature = hmac(signingKey(c.secretAccessKey, date, c.region), policy).toString('hex');
  const fields = {
    key,
    success_action_status: '200',
    'x-amz-algorithm': ALGORITHM,
    'x-amz-credential': credential,
    'x-amz-date': amzDate,
    policy,
    'x-amz-signature': signature,
  };
  return { url: new URL(`/${uriEncode(c.bucket)}`, c.endpoint).href, policy, signature, fields };
}

/** The object's bytes, null when there is none; more than `maxBytes` is refused as it streams (no unbounded read). */
export async function getObject(c: OssConfig, key: string, now: number, maxBytes: number): Promise<{ bytes: Buffer; tooLarge: boolean } | null> {
  const { url, headers } = signRequest(c, 'GET', key, now);
  const res = await fetch(url, { headers });
  if (res.status === 404) return null;
  if (!res.ok || !res.body) throw new Error(`object store GET answered ${res.status}`);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { bytes: Buffer.alloc(0), tooLarge: true };
    }
    chunks.push(Buffer.from(value));
  }
  return { bytes: Buffer.concat(chunks), tooLarge: false };
}

export async function deleteObject(c: OssConfig, key: string, now: number): Promise<void> {
  const { url, headers } = signRequest(c, 'DELETE', key, now);
  const res = await fetch(url, { method: 'DELETE', headers });
  if (!res.ok && res.status !== 404) throw new Error(`object store DELETE answered ${res.status}`);
}
