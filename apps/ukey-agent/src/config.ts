import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_AGENT_PORT } from '@scf/signing';

const envSchema = z.object({
  UKEY_AGENT_PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_AGENT_PORT),
  UKEY_STORE: z.string().min(1).default(path.join('.data', 'ukey-store.json')),
  /** Comma-separated origins allowed to call the agent (the portal's). */
  UKEY_AGENT_ORIGINS: z.string().default('http://localhost:8080,http://127.0.0.1:8080'),
});

export interface AgentConfig {
  port: number;
  storePath: string;
  allowedOrigins: string[];
}

/** The agent's environment (README "Configuration"), parsed at the boundary. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AgentConfig {
  const parsed = envSchema.parse(env);
  return {
    port: parsed.UKEY_AGENT_PORT,
    storePath: parsed.UKEY_STORE,
    allowedOrigins: parsed.UKEY_AGENT_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}
