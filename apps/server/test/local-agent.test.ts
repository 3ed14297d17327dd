import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalAgentDriver } from '@scf/signing';
// The real local agent of the demo (apps/ukey-agent), run in-process over a copy of its demo key store.
import { AgentState } from '../../ukey-agent/src/agent-state';
import { loadStore, saveStore } from '../../ukey-agent/src/key-store';
import { ADMIN_PATHS, createAgentServer } from '../../ukey-agent/src/server';
import { useTestServer } from './helpers/test-server';
import { signingFor } from './signing/sdk-transport';

const server = useTestServer();
let agentBase: string;
let dir: string;
let closeAgent: () => Promise<void>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'scf-agent-'));
  const storePath = path.join(dir, 'store.json');
  await copyFile(path.join(import.meta.dirname, '../../ukey-agent/demo/demo-store.json'), storePath);
  const agent = createAgentServer(new AgentState(await loadStore(storePath), (s) => saveStore(storePath, s)), []);
  await new Promise<void>((resolve) => agent.listen(0, '127.0.0.1', resolve));
  agentBase = `http://127.0.0.1:${(agent.address() as AddressInfo).port}`;
  closeAgent = () => new Promise((resolve) => agent.close(() => resolve()));
});
afterAll(async () => {
  await closeAgent();
  await rm(dir, { recursive: true, force: true });
});

async function director(user: string) {
  const c = await server.login(user);
  const signer = signingFor(c, [createLocalAgentDriver({ baseUrl: agentBase })], { minDriverVersion: '3.0.0' });
  return { c, signer };
}

const status = async (id: string) => (await server.db.query<{ status: string }>('SELECT status FROM repayment WHERE repayment_id = $1', [id]))[0]?.status;
const admin = (p: string, body: unknown) =>
  fetch(`${agentBase}${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('signing through the local agent with the seeded demo bindings', () => {
  it('c1_dir (RSA) and c2_dir (SM2) confirm repayments with the keys the demo binds at seed time', async () => {
    for (const [user, suffix, id] of [
      ['c1_dir', '0101', 'RP202500001'],
      ['c2_dir', '0201', 'RP202500003'],
    ] as const) {
      const { c, signer } = await director(user);
      const outcome = await signer.signBusiness({ businessType: 'REPAYMENT', ids: [id], role: { uKeyCodeSuffix: suffix, roleName: '主管' } });
      if (outcome.code !== 0) throw new Error(`${user}: ${outcome.description.message}`);
      const res = await c.call('POST', `/v1/repayments/${id}/confirm`, outcome.payload);
      expect(res.body.code, res.body.message).toBe('0');
      expect(await status(id)).toBe('CONFIRMED');
    }
  });

  it('unplugging the key gives the spec message and nothing is signed or changed', async () => {
    expect((await admin(ADMIN_PATHS.scenario, { scenario: 'removed' })).status).toBe(200);
    try {
      const { signer } = await director('c1_dir');
      const outcome = await signer.signBusiness({ businessType: 'REPAYMENT', ids: ['RP202500002'], role: { uKeyCodeSuffix: '0101', roleName: '主管' } });
      expect(outcome.code === -1 && outcome.description.message).toBe('未检测到尾号为0101的Ukey（主管）');
      expect(await status('RP202500002')).toBe('PENDING');
    } finally {
      await admin(ADMIN_PATHS.scenario, { scenario: 'normal' });
    }
  });
});
