/**
 * The canonical request signature of design.md §3: `X-Sign = md5_hex(path + sortedQuery + body)`.
 * The client and the server import this one module; golden vectors in sign.test.ts pin it.
 * It is an integrity check (catches canonicalisation bugs and altered bodies), never authentication.
 */
import SparkMD5 from 'spark-md5';

/** A query as the URL carries it: pairs in their original order (repeated keys allowed). */
export type QueryPairs = ReadonlyArray<readonly [string, string]>;

/** Compare by UTF-16 code units, as `<` on strings does; `localeCompare` would not. */
function byKey(a: readonly [string, string], b: readonly [string, string]): number {
  if (a[0] < b[0]) return -1;
  if (a[0] > b[0]) return 1;
  return 0;
}

/**
 * Parameters sorted by key (stable: repeated keys keep their order), each as
 * `encodeURIComponent(k)=encodeURIComponent(v)`, joined by `&`; empty when there are none.
 */
export function sortedQuery(pairs: QueryPairs): string {
  return [...pairs]
    .map((p, i) => [p, i] as const)
    .sort((x, y) => byKey(x[0], y[0]) || x[1] - y[1])
    .map(([[k, v]]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

/** Pairs from a search string such as `?b=2&a=1` (leading `?` optional), decoded once. */
export function queryPairs(search: string): Array<[string, string]> {
  return [...new URLSearchParams(search).entries()];
}

/** The string that is hashed: pathname + sorted query + exact body (empty for GET and multipart). */
export function canonicalRequest(path: string, pairs: QueryPairs, body: string): string {
  return `${path}${sortedQuery(pairs)}${body}`;
}

const utf8 = new TextEncoder();

/** md5 hex of the UTF-8 bytes of the canonical request (lone surrogates become U+FFFD, as in Node). */
export function requestSign(path: string, pairs: QueryPairs, body: string): string {
  const bytes = utf8.encode(canonicalRequest(path, pairs, body));
  return SparkMD5.ArrayBuffer.hash(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}
