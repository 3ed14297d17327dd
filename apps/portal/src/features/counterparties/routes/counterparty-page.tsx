import { useState } from 'react';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import { createIdempotencyKey, readsOf, useApiClient } from '@scf/api';
import { counterpartyEndpoints } from '@scf/api/contract';
import type { counterpartyAddSchema } from '@scf/api/contract';
import { Button, cssVar } from '@scf/ui';
import type { z } from 'zod';
import { useAuth } from '../../../lib/auth';
import { tableResult, tableState, useList, useListQuery } from '../../../lib/list';
import { Page } from '../../../lib/page';
import { useCounterpartyDecision } from '../api/use-counterparty-decision';
import { AddCounterpartyDialog } from '../components/add-counterparty-dialog';
import { CounterpartySearch } from '../components/counterparty-search';
import { CounterpartyTable } from '../components/counterparty-table';
import { FormAlert } from '../../../lib/page';

const LIST = { filters: ['keyword', 'status'], sortable: ['since'] } as const;
/** 查询 and the bank roles read; these ask for, confirm and refuse relations (the server checks the same). */
const DECIDERS = new Set(['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_ADMIN']);

const Notice = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: 4px;
  background: #f6ffed;
  border: 1px solid #b7eb8f;
  color: ${cssVar('textColor')};
`;

/** `/supplier/index` (交易对手管理): the corporation's suppliers and customers, and the requests between them. */
export default function CounterpartyPage() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const canDecide = DECIDERS.has(useAuth().role.currentRole ?? '');
  const list = useList(LIST);
  const read = useListQuery(counterpartyEndpoints.page, list);
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState('');
  const decision = useCounterpartyDecision(setDone);

  async function add(body: z.output<typeof counterpartyAddSchema>) {
    const row = await client.call(counterpartyEndpoints.add, { body }, { idempotencyKey: createIdempotencyKey() });
    setAdding(false);
    setDone(`已向“${row.corpName}”发送交易对手申请，待对方确认`);
    await mutate(readsOf(counterpartyEndpoints.page));
  }

  return (
    <Page
      actions={
        canDecide ? (
          <Button variant="primary" onClick={() => setAdding(true)}>
            新增交易对手
          </Button>
        ) : null
      }
    >
      <CounterpartySearch
        filters={{ keyword: list.query.filters.keyword ?? '', status: list.query.filters.status ?? '' }}
        onSearch={(f) => list.setFilters(f)}
      />
      <div role="status" aria-live="polite">
        {done ? <Notice>{done}</Notice> : null}
      </div>
      {decision.error ? <FormAlert title="操作失败" message={decision.error} /> : null}
      <CounterpartyTable
        {...tableResult(read)}
        canDecide={canDecide}
        busyRequestId={decision.busy}
        onDecide={(row, d) => {
          setDone('');
          void decision.decide(row, d);
        }}
        {...tableState(list)}
      />
      <AddCounterpartyDialog open={adding} onClose={() => setAdding(false)} onSubmit={add} />
    </Page>
  );
}
