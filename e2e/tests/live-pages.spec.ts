import { expect, test } from '../support/console-clean';
import { openFromMenu } from '../support/credits';
import { startLiveReplicas } from '../support/live-replicas';
import type { LiveReplicas } from '../support/live-replicas';
import { login } from '../support/login';
import { plugInRoleKey } from '../support/ukey';

// Issue 34 (live pages): the issuer's director approves the seeded issue ISS-3 (C1 → S2, 800,000.00) on one server
// process; the supplier's operator, whose 待办事项 is open on another process of the same PostgreSQL, sees the new
// 待签收 row within 2 s of the approval's answer, without a reload: the todo's NOTIFY reaches the other process, whose
// event stream makes the page read its todos again. Its own servers (a fresh schema each run), so no other spec's
// state is touched.
let replicas: LiveReplicas;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  replicas = await startLiveReplicas();
});
test.afterAll(async () => {
  await replicas?.stop();
});

test('the director approves on one replica; the supplier sees 待签收 on the other within 2 s, no reload', async ({ browser }) => {
  const supplierContext = await browser.newContext({ baseURL: replicas.b });
  const directorContext = await browser.newContext({ baseURL: replicas.a });
  const supplier = await supplierContext.newPage();
  const director = await directorContext.newPage();

  const streamOpen = supplier.waitForResponse((r) => new URL(r.url()).pathname === '/v1/events' && r.status() === 200, { timeout: 60_000 });
  await login(supplier, 's2_op');
  await openFromMenu(supplier, '待办事项');
  const todos = supplier.getByRole('table', { name: '待办事项' });
  await expect(todos).toBeVisible();
  const newTodo = todos.getByRole('row').filter({ hasText: '800,000.00元' });
  await expect(newTodo).toHaveCount(0);
  await streamOpen;
  let reloads = 0;
  supplier.on('framenavigated', (frame) => {
    if (frame === supplier.mainFrame()) reloads += 1;
  });

  await login(director, 'c1_dir');
  await openFromMenu(director, '开立复核');
  const queue = director.getByRole('main');
  const appNo =
    (await queue
      .getByRole('row')
      .filter({ hasText: '800,000.00' })
      .getByRole('button', { name: /^ISS\d+$/ })
      .first()
      .textContent()) ?? '';
  expect(appNo).toMatch(/^ISS\d+$/);
  await queue.getByRole('button', { name: appNo }).click();
  await director
    .getByRole('region', { name: `申请详情 ${appNo}` })
    .getByRole('button', { name: '同意' })
    .click();
  await plugInRoleKey();
  const approved = director.waitForResponse((r) => new URL(r.url()).pathname === `/v1/applications/${appNo}/approve` && r.request().method() === 'POST');
  await director
    .getByRole('dialog', { name: /Ukey签名/ })
    .getByRole('button', { name: '确认签名' })
    .click();
  expect((await approved).status()).toBe(200);

  // Measured from the approval's answer: the supplier's open page shows the new 待签收 without a reload.
  await expect(newTodo).toBeVisible({ timeout: 2_000 });
  await expect(newTodo).toContainText('待签收');
  expect(reloads).toBe(0);
  // The director's own page confirms the approval too.
  await expect(director.getByText(/已同意申请/).first()).toBeVisible();

  await supplierContext.close();
  await directorContext.close();
});
