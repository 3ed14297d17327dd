import { copyFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AgentState } from './agent-state';
import { configFromEnv } from './config';
import { loadStore, saveStore } from './key-store';
import { createAgentServer } from './server';

/** The committed demo store: keys bound to the demo directors and FI product manager (README). */
const DEMO_STORE = fileURLToPath(new URL('../demo/demo-store.json', import.meta.url));

const config = configFromEnv();
if (!existsSync(config.storePath)) {
  await mkdir(path.dirname(config.storePath), { recursive: true });
  await copyFile(DEMO_STORE, config.storePath);
}
const state = new AgentState(await loadStore(config.storePath), (store) => saveStore(config.storePath, store));
const server = createAgentServer(state, config.allowedOrigins);
// Loopback only: the agent must never be reachable from the network.
server.listen(config.port, '127.0.0.1', () => {
  console.log(`ukey-agent listening on http://127.0.0.1:${config.port} (store ${config.storePath})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
