import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { financeCoreEndpoints, financeEndpoints } from '@scf/api/contract';
import type { FinanceDetail } from '@scf/api/contract';
import { AmountText, FlowTimeline } from '@scf/finance-widgets';
import { Descriptions, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { FileLinks } from '../../../lib/files/components/file-links';
import { ApplicationSummary, ApproveButton, DetailFrame, OpinionAction, ReviewActions, formatAccount } from '../../../lib/applications';
import { useProduct } from '../../../lib/product';
import { financeCalls } from '../api/finance-calls';
import { FinanceFigures } from './finance-figures';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;
const Checks = styled.ul`
  margin: 0;
  padding-left: 20px;
  line-height: 1.9;
`;

type Invoice = FinanceDetail['invoices'][number];
const VERIFY_LABEL: Record<string, string> = {
  VERIFIED: '查验通过',
  UNVERIFIED: '未查验',
  MISMATCH: '信息不符',
  NOT_FOUND: '查无此票',
  VOIDED: '已作废',
  RED_FLUSHED: '已红冲',
};
const OCCUPY_LABEL: Record<string, string> = { NONE: '未占用', RESERVED: '已预占', OCCUPIED: '已占用', RELEASED: '已释放' };
const INVOICE_COLUMNS: TableColumn<Invoice>[] = [
  { key: 'number', title: '发票号码', value: (i) => i.number },
  { key: 'verify', title: '查验结果', width: 100, value: (i) => VERIFY_LABEL[i.verifyStatus] ?? i.verifyStatus },
  { key: 'total', title: '价税合计', align: 'right', width: 140, value: (i) => i.total, render: (i) => <AmountText value={i.total} /> },
  { key: 'occupy', title: '本次占用金额', align: 'right', width: 140, value: (i) => i.occupyAmount, render: (i) => <AmountText value={i.occupyAmount} /> },
  {
    key: 'elsewhere',
    title: '其他融资占用',
    align: 'right',
    width: 140,
    value: (i) => i.occupiedElsewhere,
    render: (i) => <AmountText value={i.occupiedElsewhere} />,
  },
  { key: 'state', title: '占用状态', width: 90, value: (i) => OCCUPY_LABEL[i.occupyState] ?? i.occupyState },
];

const check = (ok: boolean, label: string, pass: string, fail: string) => (
  <li>
    {label}：{ok ? pass : <strong>{fail}</strong>}
  </li>
);

/** What the bank may do now (`fiActions` from the server): 通过 / 拒绝 (client manager), 同意 / 拒绝 (product manager), 放款. */
function FiActions({ detail, onDone }: { detail: FinanceDetail; onDone: () => void }) {
  const appNo = detail.application.appNo;
  const can = (a: FinanceDetail['fiActions'][number]) => detail.fiActions.includes(a);
  if (detail.fiActions.length === 0) return null;
  return (
    <Bar role="group" aria-label="审核操作">
      {can('PASS') ? (
        <OpinionAction
          label="通过"
          variant="primary"
          required={false}
          description="通过后提交产品经理审批。"
          call={(c) => financeCalls.pass(appNo, c)}
          done="已通过，待产品经理审批"
          onDone={onDone}
        />
      ) : null}
      {can('APPROVE') ? <ApproveButton appNo={appNo} onDone={onDone} financing /> : null}
      {can('FUND') ? (
        <OpinionAction
          label="放款"
          variant="primary"
          required={false}
          description="以今日为起息日重新计算利息和服务费，凭证拆分为融资部分（由本行持有）和剩余部分。"
          call={() => financeCalls.fund(appNo)}
          done={`申请${appNo}已放款`}
          onDone={onDone}
        />
      ) : null}
      {can('REJECT') ? (
        <OpinionAction
          label="拒绝"
          description="拒绝后申请终止，凭证解除锁定，发票占用释放。"
          call={(c) => financeCalls.reject(appNo, c)}
          done="已拒绝"
          onDone={onDone}
        />
      ) : null}
    </Bar>
  );
}

/** The funded result: loan number and the two credits the split made. */
function Loan({ detail }: { detail: FinanceDetail }) {
  if (!detail.loanNo) return null;
  return (
    <Descriptions
      title="放款信息"
      // Two to a row: the long labels leave a third of the page too narrow for a whole credit number.
      columns={2}
      items={[
        { label: '借据号', value: detail.loanNo },
        { label: '融资凭证（金融机构持有）', value: detail.financedCreditNo ?? '—' },
        { label: '剩余凭证（本企业持有）', value: detail.remainderCreditNo ?? '无' },
      ]}
    />
  );
}

/** The FI's checks of §7.7 step 3 and the invoices behind the financing. */
export function FinanceChecks({ detail }: { detail: FinanceDetail }) {
  return (
    <>
      <h3>资产查验</h3>
      <Checks aria-label="资产查验结果">
        {check(detail.checks.invoicesVerified, '发票查验', '全部查验通过', '存在未查验通过的发票')}
        {check(detail.checks.occupyCovers, '占用金额', '本次占用金额合计不低于融资金额', '本次占用金额合计低于融资金额')}
        {check(detail.checks.noDuplicatePledge, '重复质押检查', '未发现重复质押', '发票占用超过价税合计，疑似重复质押')}
        {check(detail.checks.notRelatedParty, '关联方检查', '融资企业与开立方非关联方', '融资企业与开立方为关联方')}
      </Checks>
      <h3>发票明细（融资资料 {detail.packageNo}）</h3>
      <Table label="融资发票" columns={INVOICE_COLUMNS} data={detail.invoices} rowKey={(i) => i.invoiceId} emptyText="融资资料中没有发票" />
    </>
  );
}

/** 融资详情 (domain.md §7.7): the application, the whole calculation, the invoices and checks, the timeline, and the bank's actions. */
const DOC_LABEL = { CONTRACT: '合同', INVOICE: '发票', OTHER: '其他资料', AUTH: '授权书' } as const;

/** 融资资料文件: the package's scans by kind, each opening the previewer (the bank reads them through the financing's file link). */
function PackageFiles({ detail }: { detail: FinanceDetail }) {
  if (detail.files.length === 0) return null;
  const kinds = (Object.keys(DOC_LABEL) as Array<keyof typeof DOC_LABEL>).filter((k) => detail.files.some((f) => f.docType === k));
  return (
    <>
      <h3>融资资料文件</h3>
      <Descriptions items={kinds.map((k) => ({ label: DOC_LABEL[k], value: <FileLinks files={detail.files.filter((f) => f.docType === k)} />, span: 2 }))} />
    </>
  );
}

export function FinanceDetailView({ appNo, onBack, source = 'party' }: { appNo: string; onBack: () => void; source?: 'party' | 'core' }) {
  // A party (the applicant, the bank) reads it as its own; the core of the issuing group reads it read only (供应商融资详情).
  const own = useEndpoint(financeEndpoints.detail, source === 'party' ? { params: { appNo } } : null);
  const core = useEndpoint(financeCoreEndpoints.supplierFinance, source === 'core' ? { params: { appNo } } : null);
  const { data: detail, error, isLoading, mutate } = source === 'core' ? core : own;
  // 支付通's detail shows 利息承担方式, 买方承担比例 and what the issuer pays at maturity (domain-lines.md §17.3, §17.5).
  const voucher = useProduct().facts.options.financeModes;
  return (
    <DetailFrame title={`融资申请 ${appNo}`} what="融资详情" onBack={onBack} loading={isLoading} error={error} onRetry={() => void mutate()}>
      {detail ? (
        <>
          <ApplicationSummary detail={detail.application} />
          <Descriptions
            title="融资对象"
            items={[
              { label: '凭证编号', value: detail.creditNo },
              { label: '金融机构', value: detail.fi.corpName },
              { label: '收款账户', value: formatAccount(detail.receiveAccount), span: 2 },
            ]}
          />
          <FinanceFigures figures={detail.figures} title={detail.loanNo ? '融资测算（按放款日）' : '融资测算（按申请日试算，放款时重算）'} voucher={voucher} />
          <Loan detail={detail} />
          <FinanceChecks detail={detail} />
          <PackageFiles detail={detail} />
          <h3>流转记录</h3>
          <FlowTimeline records={detail.application.flow} />
          <FiActions
            detail={detail}
            onDone={() => {
              void mutate();
            }}
          />
          {/* The applicant's own moves (撤销申请 while it waits for the director), as on every application. */}
          {detail.fiActions.length === 0 && detail.application.actions.includes('CANCEL') ? (
            <ReviewActions detail={detail.application} onDone={() => void mutate()} />
          ) : null}
        </>
      ) : null}
    </DetailFrame>
  );
}
