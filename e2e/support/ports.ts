/**
 * Ports of the e2e run (issue 35). Each Playwright worker has a server, a data dir and a Ukey agent of its own; its
 * ports are a block of ten from E2E_PORT (default 8181): worker w's server on E2E_PORT + 10 × w, a spec's aux server on
 * the next port, the live-pages replicas on the two after it, and its agent on + 5 (worker 0's agent stays on
 * E2E_AGENT_PORT, default 18080, the portal's own agent address). The worker's slot is TEST_PARALLEL_INDEX, which
 * Playwright sets in the worker process before it loads the config, so the config's `use` and the specs read the
 * same block; the main process (no index) sees worker 0's.
 */
export const PORT_STRIDE = 10;

/** The portal's built-in agent address (packages/signing DEFAULT_AGENT_PORT): what every browser calls. */
export const PORTAL_AGENT_PORT = 18080;

/** Two by default; one when E2E_DATABASE_URL names a database, which the workers' servers would otherwise share. */
export const e2eWorkers = (): number => (process.env.E2E_DATABASE_URL ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 2)));

export const workerSlot = (): number => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const serverPort = (slot = workerSlot()): number => Number(process.env.E2E_PORT ?? 8181) + PORT_STRIDE * slot;

export const agentPort = (slot = workerSlot()): number => (slot === 0 ? Number(process.env.E2E_AGENT_PORT ?? PORTAL_AGENT_PORT) : serverPort(slot) + 5);
