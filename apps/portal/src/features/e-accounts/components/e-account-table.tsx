import { formatFen, parseFen } from '@scf/api/money';
import { Link } from 'react-router-dom';
import type { EAccount } from '@scf/api/contract';
import { Button, Empty, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';
import { EACCOUNT_PATHS, flowsPath } from '../api/e-account-paths';
import { AccountStatusTag } from './account-status-tag';

export interface EAccountActions {
  /** The operator's 绑定 and 提现; the director's 复核 of a pending 提现; 模拟入金 in the demo. */
  operator: boolean;
  director: boolean;
  demoTools: boolean;
  onWithdraw: (a: EAccount) => void;
  onReview: (a: EAccount) => void;
  onDemoDeposit: (a: EAccount) => void;
}

/** Thousands separators, as on every finance screen. */
const yuan = (v: string) => `${formatFen(parseFen(v))} 元`;

function Actions({ a, x }: { a: EAccount; x: EAccountActions }) {
  return (
    <>
      {x.operator && a.status === 'PENDING_BIND' ? <Link to={`${EACCOUNT_PATHS.bind}?accountId=${encodeURIComponent(a.accountId)}`}>绑定</Link> : null}{' '}
      <Link to={flowsPath(a.accountId)} aria-label={`明细 ${a.accountNo}`}>
        明细
      </Link>{' '}
      {x.operator && a.status === 'ACTIVE' ? (
        <Button variant="link" onClick={() => x.onWithdraw(a)}>
          提现
        </Button>
      ) : null}
      {x.director && a.pendingWithdrawal ? (
        <Button variant="link" onClick={() => x.onReview(a)}>
          复核提现
        </Button>
      ) : null}
      {x.demoTools && (x.operator || x.director) && a.status === 'ACTIVE' ? (
        <Button variant="link" onClick={() => x.onDemoDeposit(a)}>
          模拟入金
        </Button>
      ) : null}
    </>
  );
}

/** 电子账户 (domain-lines.md §16.8): each e-account with its bound settlement account and 账户余额 / 冻结金额 / 可用余额. */
export function EAccountTable({ accounts, actions }: { accounts: readonly EAccount[]; actions: EAccountActions }) {
  // Readable at 1280 px: 户名 under 账号, 开户行 under the bound account, 冻结金额 under 账户余额.
  const columns: TableColumn<EAccount>[] = [
    { key: 'accountNo', title: '账号 / 户名', width: 200, value: (a) => a.accountNo, render: (a) => <StackedCell main={a.accountNo} sub={a.accountName} /> },
    { key: 'status', title: '状态', width: 80, render: (a) => <AccountStatusTag status={a.status} /> },
    {
      key: 'bound',
      title: '绑定结算账户 / 开户行',
      value: (a) => a.boundAccountNo ?? '未绑定',
      render: (a) => <StackedCell main={a.boundAccountNo ?? '未绑定'} sub={`开户行 ${a.bankName}`} />,
    },
    {
      key: 'balance',
      title: '账户余额 / 冻结金额',
      width: 150,
      align: 'right',
      value: (a) => yuan(a.balance),
      render: (a) => <StackedCell main={yuan(a.balance)} sub={`冻结 ${yuan(a.frozen)}`} />,
    },
    { key: 'available', title: '可用余额', width: 130, align: 'right', value: (a) => yuan(a.available) },
    { key: 'actions', title: '操作', width: 200, render: (a) => <Actions a={a} x={actions} /> },
  ];
  return (
    <Table
      label="电子账户"
      columns={columns}
      data={accounts}
      rowKey={(a) => a.accountId}
      emptyText={<Empty description="暂无电子账户" />}
      virtualized={false}
    />
  );
}
