import { formatFen, parseFen } from '@scf/api/money';
import { Link } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { MANDATE_STATUS_LABEL, SPECIAL_PURPOSE_LABEL, eAccountEndpoints } from '@scf/api/contract';
import type { SpecialAccount } from '@scf/api/contract';
import { Empty, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { LoadState, ToastPage } from '../../../lib/page';
import { EACCOUNT_PATHS, flowsPath } from '../api/e-account-paths';
import { AccountStatusTag } from '../components/account-status-tag';

const columns: TableColumn<SpecialAccount>[] = [
  { key: 'accountNo', title: '账号', width: 200, value: (a) => a.accountNo },
  { key: 'purpose', title: '用途', width: 120, value: (a) => (a.purpose ? SPECIAL_PURPOSE_LABEL[a.purpose] : '专户') },
  { key: 'controller', title: '监管方', value: (a) => a.controller?.corpName ?? '--' },
  { key: 'status', title: '状态', width: 80, render: (a) => <AccountStatusTag status={a.status} /> },
  { key: 'balance', title: '余额', width: 140, align: 'right', value: (a) => `${formatFen(parseFen(a.balance))} 元` },
  { key: 'frozen', title: '冻结金额', width: 130, align: 'right', value: (a) => `${a.frozen} 元` },
  { key: 'mandate', title: '代扣授权', width: 90, value: (a) => (a.purpose === 'CASH_REPAY' ? MANDATE_STATUS_LABEL[a.mandate] : '--') },
  {
    key: 'actions',
    title: '操作',
    width: 150,
    render: (a) => (
      <>
        <Link to={flowsPath(a.accountId)} aria-label={`查询 ${a.accountNo}`}>
          查询
        </Link>
        {a.purpose === 'CASH_REPAY' ? (
          <>
            {' '}
            <Link to={EACCOUNT_PATHS.specialBind} aria-label={`代扣授权 ${a.accountNo}`}>
              代扣授权
            </Link>
          </>
        ) : null}
      </>
    ),
  },
];

/** `/my/electronic-account/special-account/index` 专户管理 (domain-lines.md §16.8): the SPECIAL accounts by purpose; 专户申请
 * comes back here and its 已开立 is said on arrival.
 */
export default function SpecialAccountIndexPage() {
  const { data, error, mutate } = useEndpoint(eAccountEndpoints.specialList, {});
  const operator = useAuth().role?.currentRole === 'ROLE_OPERATOR';
  return (
    <ToastPage actions={operator ? <Link to={EACCOUNT_PATHS.specialApply}>专户申请</Link> : undefined}>
      <LoadState what="专户" data={data} error={error} onRetry={() => void mutate()}>
        {(accounts) => (
          <Table label="专户" columns={columns} data={accounts} rowKey={(a) => a.accountId} emptyText={<Empty description="暂无专户" />} virtualized={false} />
        )}
      </LoadState>
    </ToastPage>
  );
}
