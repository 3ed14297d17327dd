import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach } from 'vitest';
import { AgentState } from '../src/agent-state';
import { loadStore, saveStore } from '../src/key-store';
import { createAgentServer } from '../src/server';

export const DEMO_STORE = fileURLToPath(new URL('../demo/demo-store.json', import.meta.url));
/** The browser origin the test agent allows. */
export const ORIGIN = 'http://localhost:8080';

export interface TestAgent {
  base: string;
  /** A throw-away copy of the demo store: tests may write to it. */
  storePath: string;
  stop(): Promise<void>;
}

/** An agent on a free loopback port over a temporary copy of the demo store. */
export async function startAgent(): Promise<TestAgent> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ukey-agent-'));
  const storePath = path.join(dir, 'store.json');
  await copyFile(DEMO_STORE, storePath);
  const server = createAgentServer(new AgentState(await loadStore(storePath), (s) => saveStore(storePath, s)), [ORIGIN]);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    storePath,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh agent for each test of the calling file (registers the hooks); read its address after they ran. */
export function useTestAgent(): Pick<TestAgent, 'base' | 'storePath'> {
  let current: TestAgent | undefined;
  beforeEach(async () => {
    current = await startAgent();
  });
  afterEach(() => current?.stop());
  return {
    get base() {
      return current!.base;
    },
    get storePath() {
      return current!.storePath;
    },
  };
}
