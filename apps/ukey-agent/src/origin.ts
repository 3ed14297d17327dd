import type { IncomingMessage, ServerResponse } from 'node:http';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Any web page can reach loopback (security.md §2.1), so: the Host must be a loopback name (defeats DNS
 * rebinding) and a browser's Origin must be on the allowlist. Requests without Origin come from local
 * processes (tests, curl), which could read the key store file anyway.
 */
export function checkRequestSource(req: IncomingMessage, allowedOrigins: readonly string[]): { ok: true; origin?: string } | { ok: false; reason: string } {
  const host = (req.headers.host ?? '').replace(/:\d+$/, '');
  if (!LOOPBACK_HOSTS.has(host)) return { ok: false, reason: `host ${host} is not loopback` };
  const origin = req.headers.origin;
  if (origin === undefined) return { ok: true };
  if (!allowedOrigins.includes(origin)) return { ok: false, reason: `origin ${origin} not allowed` };
  return { ok: true, origin };
}

/** CORS for an allowed origin, including Chrome's Private Network Access preflight answer. */
export function setCorsHeaders(req: IncomingMessage, res: ServerResponse, origin: string | undefined): void {
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.headers['access-control-request-private-network'] === 'true') res.setHeader('Access-Control-Allow-Private-Network', 'true');
}
