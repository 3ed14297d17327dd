import { vi } from 'vitest';
import { ApiError } from '@scf/api';
import { counterpartyEndpoints } from '@scf/api/contract';
import type { Counterparty } from '@scf/api/contract';
import { fakeClient } from '../../../test/fake-client';
import { withModuleHandlers } from '../../../test/extra-handlers';

type Input = { params?: Record<string, string>; body?: Record<string, unknown> };

export const row = (over: Partial<Counterparty> & Pick<Counterparty, 'corpId' | 'corpName'>): Counterparty => ({
  key: `REL:${over.corpId}:SUPPLIER`,
  requestId: null,
  uscc: '91320300MA1XC0011L',
  role: 'SUPPLIER',
  status: 'CONFIRMED',
  direction: null,
  since: '2024-01-01',
  ...over,
});

/**
 * The shared fake client with an in-memory 交易对手 "server" (`on.counterparties.<name>`, the contract's names): the
 * list filters by keyword and status and pages; a request to B1's code is refused as the server does.
 */
export function fakeCounterparties(rows: Counterparty[]) {
  const base = fakeClient();
  const server = { rows: [...rows] };
  const find = (input: Input) => server.rows.find((r) => r.requestId === input.params?.requestId);
  const decide = (status: 'CONFIRMED' | 'REJECTED') => (input: Input) => {
    const r = find(input);
    if (!r) throw new ApiError('NOT_FOUND', '交易对手申请不存在', 404);
    Object.assign(r, { status, direction: null, requestId: null });
    return r;
  };
  const on = {
    counterparties: {
      page: vi.fn(async (input: Input) => {
        const { page, size, filters } = input.body as { page: number; size: number; filters?: { keyword?: string; status?: string } };
        const hits = server.rows.filter(
          (r) =>
            (!filters?.keyword || r.corpName.includes(filters.keyword) || r.uscc.includes(filters.keyword)) &&
            (!filters?.status || r.status === filters.status),
        );
        return { rows: hits.slice((page - 1) * size, page * size), total: hits.length };
      }),
      add: vi.fn(async (input: Input) => {
        const body = input.body as { keyword: string; role: Counterparty['role'] };
        if (body.keyword === '91320900MA1XB0016B') throw new ApiError('COUNTERPARTY_RULE', '该企业已被列入黑名单，暂不能建立交易对手关系', 200);
        const added = row({
          corpId: 'S5',
          corpName: '淮安示例包装材料有限公司',
          uscc: body.keyword,
          key: 'REQ:CPR000009',
          requestId: 'CPR000009',
          role: body.role,
          status: 'PENDING',
          direction: 'SENT',
          since: '2025-06-16',
        });
        server.rows.unshift(added);
        return added;
      }),
      confirm: vi.fn(async (input: Input) => decide('CONFIRMED')(input)),
      reject: vi.fn(async (input: Input) => decide('REJECTED')(input)),
    },
  };
  return { on, client: withModuleHandlers<Input>(base.client, counterpartyEndpoints, on.counterparties), server };
}
