import { describe, expect, it } from 'vitest';
import { accountEndpoints, creditEndpoints } from '@scf/api/contract';
import type { AccountProfile, ApplicationDetail, ApplicationRow, Page, Todo } from '@scf/api/contract';
import { BUSINESS_DATE, useTestServer } from '../helpers/test-server';
import { issue, ok } from './ledger-helpers';

const server = useTestServer();

// Issue 28 item 2: 提交时间, 待办 and 上次登录时间 showed the wall clock's day while the numbers, the 流转记录 and the
// watermark showed the business date. A record made while the business date is pinned carries that date.
describe('business records carry the business date', () => {
  it('an application, its todo and a login made on another calendar day than the (pinned) business date', async () => {
    // 400 days and six hours on: the wall clock reads 2026-07-21 16:00 in Beijing, the business date stays 2025-06-16.
    server.clock.advance(400 * 86_400_000 + 6 * 3_600_000);
    await server.login('c1_op');
    const op = await server.login('c1_op');
    const made = ok<ApplicationDetail>(await issue(op));
    expect(new Date(made.createdAt).getUTCFullYear()).toBe(2026);
    expect(made.businessDate).toBe(BUSINESS_DATE);

    const mine = ok<Page<ApplicationRow>>(await op.callEndpoint(creditEndpoints.applications, { body: { page: 1, size: 50, filters: { bizType: 'ISSUE' } } }));
    expect(mine.rows.find((r) => r.appNo === made.appNo)?.businessDate).toBe(BUSINESS_DATE);

    const dir = await server.login('c1_dir');
    const todos = ok<Page<Todo>>(await dir.callEndpoint(creditEndpoints.todos, { body: { page: 1, size: 50 } }));
    expect(todos.rows.find((t) => t.appNo === made.appNo)?.businessDate).toBe(BUSINESS_DATE);

    const profile = ok<AccountProfile>(await op.callEndpoint(accountEndpoints.profile));
    expect(new Date(profile.lastLoginAt!).getUTCFullYear()).toBe(2026);
    expect(profile.lastLoginDate).toBe(BUSINESS_DATE);
  });
});
