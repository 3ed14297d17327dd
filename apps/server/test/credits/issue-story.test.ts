import { describe, expect, it } from 'vitest';
import { creditEndpoints, limitEndpoints, messageEndpoints } from '@scf/api/contract';
import type { Credit, CreditHome, CreditLine, Page, Todo } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { useTestServer } from '../helpers/test-server';
import { approveWithKey, expectInvariants, figures, issue, ok, originalFor } from './ledger-helpers';
import type { ApplicationDetail } from './ledger-helpers';

const server = useTestServer();

describe('the issue story of issue 10, end to end over HTTP with real signatures', () => {
  it('c1_op issues, c1_dir approves with …0101, s1_op signs for, s1_dir approves with …1101: HELD by S1, every figure agrees', async () => {
    const before = await figures(server.db);
    const op = await server.login('c1_op');
    const submitted = ok<ApplicationDetail>(await issue(op, { amount: '123456.78' }));
    expect(submitted).toMatchObject({ bizType: 'ISSUE', status: 'PENDING_REVIEW', amount: '123456.78', issuer: { corpId: 'C1' } });
    expect((await figures(server.db)).line.frozen - before.line.frozen).toBe(12_345_678n);

    const dir = await server.login('c1_dir');
    const queue = ok<Page<{ appNo: string; actions: string[] }>>(
      await dir.callEndpoint(creditEndpoints.applications, { body: { page: 1, size: 50, filters: { scope: 'review' } } }),
    );
    expect(queue.rows.find((r) => r.appNo === submitted.appNo)?.actions).toEqual(expect.arrayContaining(['APPROVE', 'RETURN', 'REJECT']));
    const approved = ok<ApplicationDetail>(await approveWithKey(dir, 'c1_dir', submitted.appNo));
    expect(approved.status).toBe('COMPLETED');
    const creditNo = approved.lines[0]?.creditNo ?? '';
    expect(creditNo).toMatch(/^XG20250616\d{8}$/);
    const after = await figures(server.db);
    expect(after.line.frozen).toBe(before.line.frozen);
    expect(after.line.used - before.line.used).toBe(12_345_678n);

    const s1 = await server.login('s1_op');
    const todos = ok<Page<Todo>>(await s1.callEndpoint(creditEndpoints.todos, { body: { page: 1, size: 50 } }));
    expect(todos.rows).toContainEqual(expect.objectContaining({ title: '待签收', creditNo, path: '/credit/todo' }));
    const messages = ok<{ list: Array<{ title: string }> }>(
      await s1.callEndpoint(messageEndpoints.query, { body: { messageState: 'SENT', messageType: 'ALL' } }),
    );
    expect(messages.list.map((m) => m.title)).toContain('收到新开立的凭证');
    const sign = ok<ApplicationDetail>(await s1.callEndpoint(creditEndpoints.signFor, { params: { creditNo }, body: { decision: 'ACCEPT', comment: '' } }));
    expect(sign).toMatchObject({ bizType: 'SIGN', status: 'PENDING_CP_APPROVAL' });

    const s1dir = await server.login('s1_dir');
    // The signer reads the step as its own (issue 28 item 7): 待复核, not 待对方复核.
    const original = ok<string>(await originalFor(s1dir, sign.appNo));
    expect(original).toContain('申请状态：待复核');
    expect(original).not.toContain('待对方复核');
    const signed = ok<ApplicationDetail>(await approveWithKey(s1dir, 's1_dir', sign.appNo));
    expect(signed.status).toBe('COMPLETED');
    const held = ok<Credit>(await s1.callEndpoint(creditEndpoints.credit, { params: { creditNo } }));
    expect(held).toMatchObject({ status: 'HELD', holder: { corpId: 'S1' }, originalHolder: { corpId: 'S1' }, lockedBy: null });

    const home = ok<CreditHome>(await (await server.login('s1_op')).callEndpoint(creditEndpoints.home, { body: { side: 'chain' } }));
    expect(home.tiles.map((t) => t.title)).toEqual(expect.arrayContaining(['持有金额', '待签收', '本月到期']));
    const lines = ok<CreditLine[]>(await op.callEndpoint(limitEndpoints.lines));
    expect(lines[0]?.available).toBe(fenToDecimal(after.line.available));
    const c1msgs = ok<{ list: Array<{ title: string }> }>(
      await op.callEndpoint(messageEndpoints.query, { body: { messageState: 'SENT', messageType: 'ALL' } }),
    );
    expect(c1msgs.list.map((m) => m.title)).toContain('凭证已签收');
    await expectInvariants(server.db);
  });

  it('applies an issue once per Idempotency-Key: the retry replays the answer and freezes nothing more', async () => {
    const op = await server.login('c1_op');
    const before = await figures(server.db);
    const body = {
      issuerCorpId: 'C1',
      lines: [{ receiverCorpId: 'S2', amount: '777.00', dueDate: '2025-09-15', contractId: 'CT-HT-2025-002', remark: '' }],
      submit: true,
    };
    const first = await op.callEndpoint(creditEndpoints.issueApply, { body }, { idempotencyKey: 'issue-once-1' });
    const retry = await op.callEndpoint(creditEndpoints.issueApply, { body }, { idempotencyKey: 'issue-once-1' });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(ok<ApplicationDetail>(retry).appNo).toBe(ok<ApplicationDetail>(first).appNo);
    expect((await figures(server.db)).line.frozen - before.line.frozen).toBe(77_700n);
  });
});
