import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { z } from 'zod';
import { AGENT_PATHS, agentImportRequestSchema, agentSignRequestSchema } from '@scf/signing';
import type { AgentState } from './agent-state';
import { SCENARIOS } from './key-store';
import { checkRequestSource, setCorsHeaders } from './origin';
import { AgentError, SAR } from './sign';

const MAX_BODY = 64 * 1024;

/** Admin paths that simulate plugging keys in and out (README "Simulation"). */
export const ADMIN_PATHS = {
  state: '/v1/admin/state',
  scenario: '/v1/admin/scenario',
  insert: '/v1/admin/insert',
  remove: '/v1/admin/remove',
} as const;

const scenarioBody = z.strictObject({ scenario: z.enum(SCENARIOS) });
const insertBody = z.strictObject({ ids: z.union([z.literal('auto'), z.array(z.string().min(1)).min(1)]) });

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) throw new AgentError(SAR.invalidParam, 'JSON only', 415);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new AgentError(SAR.invalidParam, 'body too large', 413);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new AgentError(SAR.invalidParam, 'malformed JSON', 400);
  }
}

function parse<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new AgentError(SAR.invalidParam, 'invalid request', 400);
  return parsed.data;
}

async function route(state: AgentState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const key = `${req.method} ${url.pathname}`;
  switch (key) {
    case `GET ${AGENT_PATHS.version}`:
      return send(res, 200, { errorcode: 0, version: state.version() });
    case `GET ${AGENT_PATHS.certificates}`:
      return send(res, 200, { errorcode: 0, certificates: await state.listCertificates(url.searchParams.get('hint') ?? undefined) });
    case `POST ${AGENT_PATHS.sign}`: {
      const request = parse(agentSignRequestSchema, await readJson(req));
      return send(res, 200, { errorcode: 0, alg: request.alg, ...(await state.sign(request)) });
    }
    case `POST ${AGENT_PATHS.importCertificate}`: {
      const request = parse(agentImportRequestSchema, await readJson(req));
      await state.importCertificate(request.handle, request.certDerB64);
      return send(res, 200, { errorcode: 0 });
    }
    case `GET ${ADMIN_PATHS.state}`:
      return send(res, 200, { errorcode: 0, ...state.snapshot() });
    case `POST ${ADMIN_PATHS.scenario}`:
      await state.setScenario(parse(scenarioBody, await readJson(req)).scenario);
      return send(res, 200, { errorcode: 0, ...state.snapshot() });
    case `POST ${ADMIN_PATHS.insert}`:
      await state.insert(parse(insertBody, await readJson(req)).ids);
      return send(res, 200, { errorcode: 0, ...state.snapshot() });
    case `POST ${ADMIN_PATHS.remove}`:
      await state.removeAll();
      return send(res, 200, { errorcode: 0, ...state.snapshot() });
    default:
      return send(res, 404, { errorcode: SAR.invalidParam, errormsg: 'not found' });
  }
}

/** The agent's HTTP server (not yet listening). */
export function createAgentServer(state: AgentState, allowedOrigins: readonly string[]): Server {
  return createServer((req, res) => {
    const source = checkRequestSource(req, allowedOrigins);
    if (!source.ok) return send(res, 403, { errorcode: 403, errormsg: source.reason });
    setCorsHeaders(req, res, source.origin);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      return res.end();
    }
    route(state, req, res).catch((error: unknown) => {
      if (error instanceof AgentError) return send(res, error.status, { errorcode: error.errorcode, errormsg: error.message });
      send(res, 500, { errorcode: 0x0a000001, errormsg: 'agent failure' });
    });
  });
}
