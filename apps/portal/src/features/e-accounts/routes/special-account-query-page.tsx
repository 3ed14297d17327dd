import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { FLOW_DIRECTION_LABEL, SPECIAL_PURPOSE_LABEL, eAccountEndpoints } from '@scf/api/contract';
import type { AccountFlowQuery } from '@scf/api/contract';
import { Button, FormField, Select, TextInput, useToast } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { ExportButton } from '../../../lib/list';
import { SearchForm } from '../../../lib/list/keyword-search';
import { LoadState, Page } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { useDemoTools } from '../../../lib/deposit-verify/use-demo-tools';
import { AmountDialog } from '../components/amount-dialog';
import { FlowTable } from '../components/flow-table';
import { withToasts } from '../components/with-toasts';

/** The filters on one line at 1280 px: the account wide enough for its purpose and number, the rest as 回单查询's. */
const Filters = styled(SearchForm)`
  > div {
    width: 168px;
  }
  > div:first-child {
    width: 320px;
  }
`;

type Direction = 'ALL' | 'IN' | 'OUT';

/**
 * `/my/electronic-account/special-account/query` 专户查询 (domain-lines.md §16.8): the 流水 of one account (a 专户, or
 * the e-account named by `?accountId=`), by 交易日期 and 收支方向, with 导出 of what the search found (§16.6); 模拟入金 in
 * the demo (§14A.3).
 */
function SpecialAccountQueryPage() {
  const [params, setParams] = useSearchParams();
  const specials = useEndpoint(eAccountEndpoints.specialList, {}).data ?? [];
  const demoTools = useDemoTools();
  const role = useAuth().role?.currentRole ?? '';
  const toast = useToast();
  const write = useWrite();
  const accountId = params.get('accountId') ?? specials[0]?.accountId ?? '';
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [direction, setDirection] = useState<Direction>('ALL');
  const [filter, setFilter] = useState<Omit<AccountFlowQuery, 'accountId'>>({});
  const [depositing, setDepositing] = useState(false);
  const flows = useEndpoint(eAccountEndpoints.flows, accountId ? { query: { accountId, ...filter } } : null);
  const options = specials.map((a) => ({ value: a.accountId, label: `${a.purpose ? SPECIAL_PURPOSE_LABEL[a.purpose] : '专户'} ${a.accountNo}` }));
  if (accountId && !options.some((o) => o.value === accountId)) options.unshift({ value: accountId, label: accountId.replace(/^A-E/, '电子账户 ') });

  const search = () => setFilter({ ...(from ? { from } : {}), ...(to ? { to } : {}), ...(direction !== 'ALL' ? { direction } : {}) });
  const deposit = async (amount: string) => {
    const done = await write.run((client) => client.call(eAccountEndpoints.demoDeposit, { body: { accountId, amount } }));
    if (!done) return;
    toast.success(`已模拟入金 ${amount} 元`);
    setDepositing(false);
    await flows.mutate();
  };

  return (
    <Page
      actions={
        demoTools && accountId && (role === 'ROLE_OPERATOR' || role === 'ROLE_DIRECTOR') ? (
          <Button
            onClick={() => {
              write.begin();
              setDepositing(true);
            }}
          >
            模拟入金
          </Button>
        ) : undefined
      }
    >
      <Filters
        noValidate
        aria-label="查询条件"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <FormField label="账户">
          <Select name="accountId" value={accountId} placeholder="请选择账户" options={options} onValueChange={(v) => setParams({ accountId: v })} />
        </FormField>
        <FormField label="交易日期起">
          <TextInput type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField label="交易日期止">
          <TextInput type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </FormField>
        <FormField label="收支方向">
          <Select
            name="direction"
            value={direction}
            options={[{ value: 'ALL', label: '全部' }, ...(['IN', 'OUT'] as const).map((d) => ({ value: d, label: FLOW_DIRECTION_LABEL[d] }))]}
            onValueChange={(v) => setDirection(v as Direction)}
          />
        </FormField>
        <Button type="submit" variant="primary">
          查询
        </Button>
      </Filters>
      {accountId ? <ExportButton request={{ source: 'account-flows', filters: { accountId, ...filter } }} /> : null}
      {accountId ? (
        <LoadState what="流水" data={flows.data} error={flows.error} onRetry={() => void flows.mutate()}>
          {(rows) => <FlowTable flows={rows} />}
        </LoadState>
      ) : null}
      {depositing ? (
        <AmountDialog
          title="模拟入金"
          description="【演示环境】向所选账户模拟入金。"
          label="入金金额"
          confirm="确定"
          busy={write.busy}
          error={write.error}
          onConfirm={(amount) => void deposit(amount)}
          onCancel={() => setDepositing(false)}
        />
      ) : null}
    </Page>
  );
}

export default withToasts(SpecialAccountQueryPage);
