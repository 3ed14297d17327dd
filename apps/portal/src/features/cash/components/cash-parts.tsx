import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { CASH_LINE_STATUS_LABEL, CASH_PLAN_STATUS_LABEL, PAYEE_KIND_LABEL, PAYER_ACCOUNT_TYPE_LABEL } from '@scf/api/contract';
import type { CashAccount, CashLeaf, CashLine, CashLineStatus, CashPlan, CashPlanStatus } from '@scf/api/contract';
import { AmountText, AmountWithCapital, CreditStatusTag, formatBusinessDateTime } from '@scf/finance-widgets';
import { Table, Tag, cssVar } from '@scf/ui';
import type { TableColumn, TagTone } from '@scf/ui';
import { useLocation } from 'react-router-dom';

/** The frame of every cash screen: the page (breadcrumb, the route's title) and the toasts of its actions. */
export { ToastPage as CashPage } from '../../../lib/page';

/** 工行兑付 routes (`icbccash-*`) run the same screens for the payer account at another bank. */
export function useVariant(): 'CASH' | 'ICBC' {
  return useLocation().pathname.includes('/icbccash-') ? 'ICBC' : 'CASH';
}

const PLAN_TONE: Record<CashPlanStatus, TagTone> = {
  PENDING_REVIEW: 'processing',
  RETURNED: 'warning',
  CANCELLED: 'default',
  APPROVED: 'processing',
  PAID: 'success',
};
const LINE_TONE: Record<CashLineStatus, TagTone> = { PENDING: 'default', PAYING: 'processing', PAID: 'success', FAILED: 'danger' };
export const PlanStatusTag = ({ status }: { status: CashPlanStatus }) => <Tag tone={PLAN_TONE[status]}>{CASH_PLAN_STATUS_LABEL[status]}</Tag>;
export const LineStatusTag = ({ status }: { status: CashLineStatus }) => <Tag tone={LINE_TONE[status]}>{CASH_LINE_STATUS_LABEL[status]}</Tag>;

/** The business date it was paid on with the time of day: the platform's dates follow the business date (domain.md §4.2). */
const paidOn = (paidDate: string | null, paidAt: string) => formatBusinessDateTime(paidDate ?? '', paidAt).trim();
const accountText = (a: CashAccount | null) => (a ? `${a.accountNo}（${a.bankName}）` : '未绑定账户');
/** The number whole (it breaks between digits rather than being cut), the bank under it. */
const AccountNo = styled.span`
  display: block;
  word-break: break-all;
`;
/** A cell's second line: the bank under its account number, the serial under the payment time. */
const SecondLine = styled.span`
  display: block;
  color: ${cssVar('textSecondaryColor')};
`;
const accountCell = (a: CashAccount | null) =>
  a ? (
    <>
      <AccountNo>{a.accountNo}</AccountNo>
      <SecondLine>{`（${a.bankName}）`}</SecondLine>
    </>
  ) : (
    '未绑定账户'
  );
const payeeText = (r: { payee: { corpName: string }; payeeKind: 'HOLDER' | 'FI' }) => `${r.payee.corpName}（${PAYEE_KIND_LABEL[r.payeeKind]}）`;

/** The leaves due on a date: who is paid (the holder, or the FI of a financed leaf), where, how much, and how far. */
export function LeafTable({
  label,
  leaves,
  loading,
  emptyText,
  actions,
}: {
  label: string;
  leaves: readonly CashLeaf[];
  loading?: boolean;
  emptyText?: string;
  actions?: (leaf: CashLeaf) => ReactNode;
}) {
  const columns: TableColumn<CashLeaf>[] = [
    { key: 'creditNo', title: '凭证编号', width: 170, value: (r) => r.creditNo },
    { key: 'payee', title: '收款方', value: payeeText },
    { key: 'account', title: '收款账户', width: 180, value: (r) => accountText(r.payeeAccount), render: (r) => accountCell(r.payeeAccount) },
    { key: 'amount', title: '兑付金额', align: 'right', width: 130, value: (r) => r.amount, render: (r) => <AmountText value={r.amount} /> },
    { key: 'dueDate', title: '到期日', width: 100, value: (r) => r.dueDate },
    { key: 'status', title: '凭证状态', width: 80, value: (r) => r.creditStatus, render: (r) => <CreditStatusTag status={r.creditStatus} /> },
    {
      key: 'line',
      title: '付款状态',
      width: 80,
      value: (r) => r.lineStatus ?? '',
      render: (r) => (r.lineStatus ? <LineStatusTag status={r.lineStatus} /> : '—'),
    },
    ...(actions ? [{ key: 'actions', title: '操作', width: 88, render: (r: CashLeaf) => actions(r) }] : []),
  ];
  return <Table label={label} columns={columns} data={leaves} rowKey={(r) => r.creditNo} loading={loading ?? false} emptyText={emptyText ?? '暂无数据'} />;
}

const paidText = (r: CashLine) => (r.paidAt ? (r.offline ? `${r.paidDate ?? ''}（线下）` : paidOn(r.paidDate, r.paidAt)) : r.failReason || '—');
const paidCell = (r: CashLine) => (
  <>
    {paidText(r)}
    {r.bankSerial ? <SecondLine>{r.bankSerial}</SecondLine> : null}
  </>
);

/** A plan's payment lines: payee, account, amount, 付款状态, and when it was paid with the bank's serial under it. */
export function LineTable({ label, lines, actions }: { label: string; lines: readonly CashLine[]; actions?: (line: CashLine) => ReactNode }) {
  const columns: TableColumn<CashLine>[] = [
    { key: 'creditNo', title: '凭证编号', width: 176, value: (r) => r.creditNo },
    { key: 'payee', title: '收款方', value: payeeText },
    { key: 'account', title: '收款账户', width: 180, value: (r) => accountText(r.payeeAccount), render: (r) => accountCell(r.payeeAccount) },
    { key: 'amount', title: '兑付金额', align: 'right', width: 130, value: (r) => r.amount, render: (r) => <AmountText value={r.amount} /> },
    { key: 'status', title: '付款状态', width: 90, value: (r) => r.status, render: (r) => <LineStatusTag status={r.status} /> },
    // One column for the payment's result, so the account number keeps a line of its own at 1280 px.
    { key: 'paidAt', title: '付款时间/银行流水号', width: 180, value: (r) => [paidText(r), r.bankSerial].filter(Boolean).join(' '), render: paidCell },
    ...(actions ? [{ key: 'actions', title: '操作', width: 90, render: (r: CashLine) => actions(r) }] : []),
  ];
  return <Table label={label} columns={columns} data={lines} rowKey={(r) => `${r.planNo ?? ''}-${r.lineNo}-${r.creditNo}`} emptyText="暂无付款明细" />;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px 24px;
  margin: 0 0 16px;
  div {
    display: flex;
    gap: 8px;
  }
  dt {
    color: ${cssVar('textSecondaryColor')};
    white-space: nowrap;
  }
  dd {
    margin: 0;
  }
`;

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
export { Facts };

/** A plan's header: number, date, payer account, total in figures and 大写, funding, status. */
export function PlanFacts({ plan }: { plan: CashPlan }) {
  return (
    <Facts aria-label={`兑付计划${plan.planNo}`}>
      <Fact term="计划编号">{plan.planNo}</Fact>
      <Fact term="到期日">{plan.dueDate}</Fact>
      <Fact term="付款账户">{`${plan.payerAccount.accountNo}（${plan.payerAccount.bankName}，${PAYER_ACCOUNT_TYPE_LABEL[plan.payerAccountType]}）`}</Fact>
      <Fact term="兑付总额">
        <AmountWithCapital value={plan.total} label="兑付总额" />
      </Fact>
      <Fact term="已付金额">
        <AmountText value={plan.paidTotal} />
      </Fact>
      <Fact term="笔数">{`${plan.lineCount}笔（已付${plan.paidCount}笔，失败${plan.failedCount}笔）`}</Fact>
      <Fact term="资金已备足">{plan.fundsReady ? `是（划款流水号 ${plan.fundingRef}）` : '否'}</Fact>
      <Fact term="经办人">{plan.creator.personName}</Fact>
      <Fact term="状态">
        <PlanStatusTag status={plan.status} />
      </Fact>
      {plan.comment ? <Fact term="意见">{plan.comment}</Fact> : null}
    </Facts>
  );
}
