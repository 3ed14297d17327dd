import { Link } from 'react-router-dom';
import type { BillPackageRow } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';
import { PACKAGE_TONE, detailPath, packageLabel } from '../api/bill-calls';

/** A package's columns on 银承查询, 提示收票, 撤票申请 and 票据签收: 票据包号 (to 票据详情), parties, amounts, dates, status. */
export const packageColumns = (party: 'payee' | 'drawer'): TableColumn<BillPackageRow>[] => [
  {
    key: 'packageNo',
    title: '票据包号',
    width: 250,
    value: (p) => p.packageNo,
    render: (p) => <StackedCell main={<Link to={detailPath(p.packageNo)}>{p.packageNo}</Link>} sub={`出票日 ${p.issueDate}`} />,
  },
  {
    key: 'party',
    title: party === 'payee' ? '收票人' : '出票人',
    value: (p) => (party === 'payee' ? p.payee : p.drawer).corpName,
    render: (p) => <StackedCell main={(party === 'payee' ? p.payee : p.drawer).corpName} sub={`承兑人 ${p.acceptor.corpName}`} />,
  },
  {
    key: 'amount',
    title: '票据金额',
    align: 'right',
    width: 160,
    value: (p) => p.amount,
    render: (p) => (
      <StackedCell
        main={<AmountText value={p.amount} />}
        sub={
          <>
            保证金 <AmountText value={p.margin} />
          </>
        }
      />
    ),
  },
  { key: 'dueDate', title: '到期日', width: 104, value: (p) => p.dueDate },
  {
    key: 'status',
    title: '状态',
    width: 110,
    value: (p) => packageLabel(p.status),
    render: (p) => <Tag tone={PACKAGE_TONE[p.status]}>{packageLabel(p.status)}</Tag>,
  },
];
