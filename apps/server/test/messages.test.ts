import { describe, expect, it } from 'vitest';
import { creditEndpoints, messageEndpoints } from '@scf/api/contract';
import type { Message, Page } from '@scf/api/contract';
import { issue, ok } from './credits/ledger-helpers';
import type { ApplicationDetail } from './credits/ledger-helpers';
import { useTestServer } from './helpers/test-server';
import type { TestClient } from './helpers/test-client';

const server = useTestServer();

const unread = async (c: TestClient) =>
  ok<{ pageCond: { count: number } }>(await c.callEndpoint(messageEndpoints.query, { body: { messageState: 'SENT', messageType: 'ALL' } })).pageCond.count;
const page = async (c: TestClient, body: object) => ok<Page<Message>>(await c.callEndpoint(messageEndpoints.page, { body: { page: 1, size: 10, ...body } }));

describe('the message centre (/my/message/index)', () => {
  it('pages the caller’s own messages newest first, filtered by state and type, with their links', async () => {
    const s2 = await server.login('s2_op');
    const all = await page(s2, {});
    expect(all.total).toBe(5);
    expect(all.rows.map((m) => m.messageId)).toEqual(['MSG0008', 'MSG0009', 'MSG0010', 'MSG0011', 'MSG0012']);
    expect(all.rows[0]).toMatchObject({ messageType: 'TODO', messageState: 'SENT', link: '/credit/todo' });
    expect(all.rows[2]?.link).toBeNull();
    const unreadBusiness = await page(s2, { filters: { messageState: 'SENT', messageType: 'BUSINESS' } });
    expect(unreadBusiness.rows.map((m) => m.title)).toEqual(['凭证即将到期提醒']);
    const oldest = await page(s2, { size: 2, sort: { field: 'createdOn', order: 'asc' } });
    expect(oldest).toMatchObject({ total: 5, rows: [{ messageId: 'MSG0012' }, { messageId: 'MSG0011' }] });
    expect((await s2.callEndpoint(messageEndpoints.page, { body: { page: 1, size: 10, filters: { messageType: 'OTHER' } } })).status).toBe(400);
  });

  it('marks one read, then all: the unread count drops and another user’s message is untouched', async () => {
    const s2 = await server.login('s2_op');
    expect(await unread(s2)).toBe(3);
    expect(ok(await s2.callEndpoint(messageEndpoints.read, { body: { messageIds: ['MSG0009', 'MSG0001'] } }))).toEqual({ updated: 1 });
    expect(await unread(s2)).toBe(2);
    // Reading it again changes nothing; c1_dir's MSG0001 stays unread.
    expect(ok(await s2.callEndpoint(messageEndpoints.read, { body: { messageIds: ['MSG0009'] } }))).toEqual({ updated: 0 });
    expect(await unread(await server.login('c1_dir'))).toBe(2);
    expect(ok(await s2.callEndpoint(messageEndpoints.readAll))).toEqual({ updated: 2 });
    expect(await unread(s2)).toBe(0);
    expect((await page(s2, { filters: { messageState: 'READ' } })).total).toBe(5);
  });

  it('is the message centre’s: a role without the menu is refused the list, every session may read its count', async () => {
    const c = server.client();
    await c.page();
    expect((await c.callEndpoint(messageEndpoints.page, { body: { page: 1, size: 10 } })).status).toBe(401);
    const s3 = await server.login('s3_op');
    expect(await unread(s3)).toBe(0);
    expect((await page(s3, {})).total).toBe(0);
  });
});

describe('messages written by business events', () => {
  it('a returned application tells its applicant, with the 意见 and a link that opens it', async () => {
    const op = await server.login('c1_op');
    const before = await unread(op);
    const submitted = ok<ApplicationDetail>(await issue(op, { amount: '8800.00' }));
    const dir = await server.login('c1_dir');
    ok(await dir.callEndpoint(creditEndpoints.return, { params: { appNo: submitted.appNo }, body: { comment: '合同编号有误' } }));
    expect(await unread(op)).toBe(before + 1);
    const [latest] = (await page(op, { filters: { messageState: 'SENT' } })).rows;
    expect(latest).toMatchObject({
      messageType: 'BUSINESS',
      title: '开立申请已被退回',
      link: `/credit/core/issue/issue?appNo=${submitted.appNo}`,
    });
    expect(latest?.content).toBe(`您提交的开立申请${submitted.appNo}（金额8,800.00元）已被退回，意见：合同编号有误。请修改后重新提交或撤销申请。`);
  });

  it('a rejected application tells its applicant too; the director who acted gets nothing', async () => {
    const op = await server.login('c1_op');
    const submitted = ok<ApplicationDetail>(await issue(op, { amount: '900.00' }));
    const dir = await server.login('c1_dir');
    const dirBefore = await unread(dir);
    ok(await dir.callEndpoint(creditEndpoints.reject, { params: { appNo: submitted.appNo }, body: { comment: '无贸易背景' } }));
    const [latest] = (await page(op, {})).rows;
    expect(latest).toMatchObject({ title: '开立申请已被拒绝', link: `/credit/core/issue/issue?appNo=${submitted.appNo}` });
    expect(await unread(dir)).toBe(dirBefore);
  });
});
