// Latency at a fixed concurrency: `concurrency` workers each send requests back to back over keep-alive
// sockets for `seconds` (after a warm-up), and every response time is kept for the percentiles. Plain node:http
// keeps the client's own cost low, since it shares the machine's cores with the server it measures.
import { randomBytes, createHash } from 'node:crypto';
import http from 'node:http';
import { latencySummary } from './stats.mjs';

/** One HTTP request over `agent`: status, headers and the body as text. */
export function request(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Closed-loop load: returns p50/p90/p99/max in ms, requests per second, and the count of non-2xx or errors. */
export async function loadTest(makeRequest, { concurrency = 200, seconds = 10, warmupSeconds = 2 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const run = async (durationMs, record) => {
    const end = Date.now() + durationMs;
    const worker = async () => {
      while (Date.now() < end) {
        const { url, ...options } = makeRequest();
        const started = process.hrtime.bigint();
        let ok = false;
        try {
          const res = await request(agent, url, options);
          ok = res.status >= 200 && res.status < 300;
        } catch {
          ok = false;
        }
        record(Number(process.hrtime.bigint() - started) / 1e6, ok);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  };
  await run(warmupSeconds * 1000, () => {});
  const times = [];
  let failures = 0;
  const started = Date.now();
  await run(seconds * 1000, (ms, ok) => {
    times.push(ms);
    if (!ok) failures += 1;
  });
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  return { concurrency, seconds, requests: times.length, failures, rps: Math.round(times.length / elapsed), ...latencySummary(times) };
}

/**
 * Headers of design.md §3 for one request: a fresh CSPRNG nonce, the timestamp, and
 * X-Sign = md5_hex(path + sortedQuery + body) (no query here, so sortedQuery is empty).
 */
export function signedHeaders(pathname, body, session) {
  return {
    'content-type': 'application/json',
    'x-system-type': 'CORP_WEB',
    'x-nonce': randomBytes(16).toString('hex'),
    'x-timestamp': String(Date.now()),
    'x-sign': createHash('md5').update(`${pathname}${body}`, 'utf8').digest('hex'),
    ...(session.xsrf ? { 'x-xsrf-token': session.xsrf } : {}),
    ...(session.token ? { authorization: `Bearer ${session.token}` } : {}),
    ...(session.cookie ? { cookie: session.cookie } : {}),
  };
}

const cookiesOf = (res) => [res.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]);

/** The cookies a client keeps across responses, and the XSRF token read from them (as the portal reads it). */
function sessionJar() {
  const session = {};
  const jar = new Map();
  const keep = (res) => {
    for (const c of cookiesOf(res)) jar.set(c.split('=')[0], c);
    session.cookie = [...jar.values()].join('; ') || undefined;
    const xsrf = jar.get('XSRF-TOKEN');
    if (xsrf) session.xsrf = decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length));
  };
  return { session, keep };
}

/**
 * A public session the way the portal starts one before login: the auth token from /uaa/v1/security/token and
 * the anti-forgery token from the XSRF-TOKEN cookie, if the server hands them out. Then one probe call of
 * `pathname` must succeed (envelope code '0'), or this throws with what the server answered.
 */
export async function prepareSignedCall(base, pathname, body) {
  const agent = new http.Agent({ keepAlive: false });
  const { session, keep } = sessionJar();
  const tokenBody = '{}';
  const tokenRes = await request(agent, `${base}/uaa/v1/security/token`, {
    method: 'POST',
    headers: signedHeaders('/uaa/v1/security/token', tokenBody, session),
    body: tokenBody,
  });
  keep(tokenRes);
  try {
    const data = JSON.parse(tokenRes.body)?.data;
    session.token = typeof data === 'string' ? data : (data?.token ?? data?.accessToken ?? undefined);
  } catch {
    /* no JSON: no token */
  }
  const probe = await request(agent, `${base}${pathname}`, { method: 'POST', headers: signedHeaders(pathname, body, session), body });
  keep(probe);
  let code = null;
  try {
    code = JSON.parse(probe.body)?.code;
  } catch {
    /* not JSON */
  }
  agent.destroy();
  if (probe.status !== 200 || code !== '0') {
    throw new Error(`POST ${pathname} answered HTTP ${probe.status} ${probe.body.slice(0, 160).replace(/\s+/g, ' ')} (token call: HTTP ${tokenRes.status})`);
  }
  return () => ({ url: `${base}${pathname}`, method: 'POST', headers: signedHeaders(pathname, body, session), body });
}

/**
 * A logged-in session as the portal has one (issue 12: the signed, authenticated read): the public key, the login
 * with the password RSA-OAEP encrypted, then the token. Gives the request of any call of that session.
 */
export async function loggedInSession(base, { username, password }) {
  const { publicEncrypt, constants } = await import('node:crypto');
  const agent = new http.Agent({ keepAlive: false });
  const { session, keep } = sessionJar();
  const post = async (p, b) => {
    const res = await request(agent, `${base}${p}`, { method: 'POST', headers: signedHeaders(p, b, session), body: b });
    keep(res);
    let env = null;
    try {
      env = JSON.parse(res.body);
    } catch {
      /* not JSON */
    }
    if (res.status !== 200 || env?.code !== '0') throw new Error(`POST ${p} answered HTTP ${res.status} ${res.body.slice(0, 160).replace(/\s+/g, ' ')}`);
    return env.data;
  };
  await post('/uaa/v1/security/token', '').catch(() => null);
  const key = await post('/uaa/v1/security/public-keys', '');
  const cipher = publicEncrypt({ key: key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString(
    'base64',
  );
  await post('/uaa/login', JSON.stringify({ username, password: cipher, kid: key.kid }));
  session.token = (await post('/uaa/v1/security/token', '')).accessToken;
  agent.destroy();
  return {
    post,
    call: (pathname, body, headers = {}) => ({
      url: `${base}${pathname}`,
      method: 'POST',
      headers: { ...signedHeaders(pathname, body, session), ...headers },
      body,
    }),
  };
}

/** A logged-in session's call of `pathname` with `body`, probed once (it must succeed). */
export async function prepareLoggedInCall(base, pathname, body, credentials) {
  const { post, call } = await loggedInSession(base, credentials);
  await post(pathname, body);
  return () => call(pathname, body);
}
