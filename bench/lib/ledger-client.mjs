// A minimal API caller for the ledger bench: the headers of design.md §3 (X-Sign = md5 of path + sorted query + body,
// a fresh nonce, the server-time timestamp), the session and anti-forgery cookies, the auth token, an Idempotency-Key
// per mutating call, and the real login (RSA-OAEP-SHA256 password). Plain node:http over keep-alive sockets.
import { constants, createHash, publicEncrypt, randomBytes } from 'node:crypto';
import http from 'node:http';
import { request } from './api-latency.mjs';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const sortedQuery = (query) =>
  Object.entries(query)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

export class LedgerClient {
  constructor(base) {
    this.base = base;
    this.jar = new Map();
    this.token = undefined;
  }

  /** One call; returns the envelope's data or throws with the server's code and message. */
  async call(method, path, body, { query = {}, idempotent = false } = {}) {
    const text = method === 'GET' || body === undefined ? '' : JSON.stringify(body);
    const q = sortedQuery(query);
    const headers = {
      'x-system-type': 'CORP_WEB',
      'x-nonce': randomBytes(16).toString('hex'),
      'x-timestamp': String(Date.now()),
      'x-sign': createHash('md5').update(`${path}${q}${text}`, 'utf8').digest('hex'),
    };
    if (text) headers['content-type'] = 'application/json';
    const xsrf = this.jar.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (idempotent) headers['idempotency-key'] = randomBytes(16).toString('hex');
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await request(agent, `${this.base}${path}${q ? `?${q}` : ''}`, { method, headers, body: text || undefined });
    for (const c of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const env = res.body.startsWith('{') ? JSON.parse(res.body) : null;
    if (res.status !== 200 || env?.code !== '0')
      throw new Error(`${method} ${path}: HTTP ${res.status} ${env?.code ?? ''} ${env?.message ?? res.body.slice(0, 120)}`);
    return env.data;
  }

  async login(user, password = 'Demo@2025a') {
    const { kid, publicKey } = await this.call('POST', '/uaa/v1/security/public-keys', undefined);
    const cipher = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString(
      'base64',
    );
    await this.call('POST', '/uaa/login', { username: user, password: cipher, kid });
    this.token = (await this.call('POST', '/uaa/v1/security/token', undefined)).accessToken;
    return this;
  }
}

/** The spec's dummy signature values (the server runs with SIGNING_ENABLED=0 for the throughput figure). */
export const dummySignature = (original) => ({ algorithmType: 'NONE', issuerDn: 'NONE', raType: 'NONE', signature: 'NONE', certSerialNo: 'NONE', original });
