import { DEFAULT_AGENT_URL } from '@scf/finance-widgets';
import { createLocalAgentDriver } from '@scf/signing';
import type { SigningDriver } from '@scf/signing';

/** The loopback Ukey middleware; one module so tests replace it with the mock driver (vi.mock). */
export function agentDriver(): SigningDriver {
  return createLocalAgentDriver({ baseUrl: DEFAULT_AGENT_URL });
}
