import type { z } from 'zod';
import { fromHardwareCode } from '../error-catalogue';
import { SigningError } from '../errors';
import { matchesFilter } from '../certificate-filter';
import { normalizeSerial } from '../serial';
import type { SigningDriver } from '../types';
import {
  AGENT_PATHS,
  DEFAULT_AGENT_PORT,
  agentCertificatesSchema,
  agentFailureSchema,
  agentOkSchema,
  agentSignResponseSchema,
  agentVersionSchema,
} from './local-agent-protocol';

export interface LocalAgentDriverOptions {
  /** Loopback base URL; it is also the CSP `connect-src` entry. Default `http://127.0.0.1:18080`. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/**
 * JSON over HTTP to a loopback Ukey middleware, the way bank Ukey kits reach a browser (security.md §2.1).
 * Unreachable, refused or blocked by Local Network Access all read as "driver not available".
 */
export function createLocalAgentDriver(options: LocalAgentDriverOptions = {}): SigningDriver {
  const baseUrl = (options.baseUrl ?? `http://127.0.0.1:${DEFAULT_AGENT_PORT}`).replace(/\/$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T extends z.ZodType>(path: string, schema: T, body?: unknown): Promise<z.infer<T>> {
    let json: unknown;
    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      json = await response.json();
    } catch (error) {
      throw new SigningError('DRIVER_UNAVAILABLE', error instanceof Error ? error.message : String(error));
    }
    const failure = agentFailureSchema.safeParse(json);
    if (failure.success) throw fromHardwareCode(failure.data.errorcode, failure.data.errormsg);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new SigningError('DRIVER_ERROR', 'unexpected agent response');
    return parsed.data;
  }

  return {
    id: 'local-agent',
    async isAvailable() {
      try {
        await call(AGENT_PATHS.version, agentVersionSchema);
        return true;
      } catch {
        return false;
      }
    },
    getVersion: async () => (await call(AGENT_PATHS.version, agentVersionSchema)).version,
    async listCertificates(filter) {
      const hint = filter?.keyCodeSuffixHint ? `?hint=${encodeURIComponent(filter.keyCodeSuffixHint)}` : '';
      const { certificates } = await call(`${AGENT_PATHS.certificates}${hint}`, agentCertificatesSchema);
      return certificates.map((c) => ({ ...c, serialNumber: normalizeSerial(c.serialNumber) })).filter((c) => matchesFilter(c, filter));
    },
    async sign(request) {
      const result = await call(AGENT_PATHS.sign, agentSignResponseSchema, request);
      return { ...result, serialNumber: normalizeSerial(result.serialNumber) };
    },
    async importCertificate(handle, certDerB64) {
      await call(AGENT_PATHS.importCertificate, agentOkSchema, { handle, certDerB64 });
    },
  };
}
