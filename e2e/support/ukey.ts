import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { agentPort } from './ports';
/**
 * The local Ukey agent's simulation endpoints (apps/ukey-agent README "Simulation (admin)"), called from the
 * test process: requests without an Origin are local processes, which the agent allows. Each worker has its own agent
 * (support/ports.ts), whose scenario and inserted keys no other worker sees.
 */
export const AGENT_URL = process.env.UKEY_AGENT_URL ?? `http://127.0.0.1:${agentPort()}`;

async function admin(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${AGENT_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`ukey-agent ${path}: HTTP ${response.status}`);
}

/**
 * Press 确认签名 in the Ukey签名 dialog that the last press (同意, 签署) opened. When that press ended without a dialog,
 * the toast says why (未能同意：…, 另一笔签名正在进行): its text fails the step at once, instead of a 60 s wait for a dialog
 * that will not come and a failure that cannot say what happened (docs/testing.md, the flaky step seen twice).
 */
export async function confirmSignature(page: Page): Promise<void> {
  const button = page.getByRole('dialog', { name: /Ukey签名/ }).getByRole('button', { name: '确认签名' });
  const refusal = page
    .getByRole('region', { name: /^通知/ })
    .getByText(/未能同意|另一笔签名正在进行|已取消签名/)
    .first();
  await expect(button.or(refusal)).toBeVisible({ timeout: 60_000 });
  if (await refusal.isVisible()) throw new Error(`no Ukey签名 dialog after the press: ${await refusal.textContent()}`);
  await button.click();
}

/** Normal scenario with the key of the role being signed for plugged in (`auto`: by the role's tail number). */
export async function plugInRoleKey(): Promise<void> {
  await admin('/v1/admin/scenario', { scenario: 'normal' });
  await admin('/v1/admin/insert', { ids: 'auto' });
}

/** A simulated fault of the agent: `outdated` (version 1.0.0), `two-keys`, `wrong-issuer`, `removed`. */
export async function agentScenario(scenario: 'outdated' | 'two-keys' | 'wrong-issuer' | 'removed'): Promise<void> {
  await admin('/v1/admin/scenario', { scenario });
}

/** Unplug every key (scenario `removed`). */
export async function unplugAll(): Promise<void> {
  await admin('/v1/admin/remove', {});
}

/** Plug in exactly these keys of the agent's store (e.g. the demo's unbound spare `spare-rsa`), normal scenario. */
export async function insertKeys(ids: string[]): Promise<void> {
  await admin('/v1/admin/scenario', { scenario: 'normal' });
  await admin('/v1/admin/insert', { ids });
}

/**
 * The 注销 page's last step for a hardware Ukey (issue 26 H1): the key to revoke (the role's, plugged in by its tail
 * number) signs the 注销 original shown on the page after 确认签名.
 */
export async function signOwnRevocation(page: Page): Promise<void> {
  await plugInRoleKey();
  const confirm = page.getByRole('region', { name: '签名确认' });
  await expect(confirm).toContainText('注销Ukey', { timeout: 20_000 });
  await confirm.getByRole('button', { name: '确认签名' }).click();
}
