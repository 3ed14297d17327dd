import { BIZ_TYPE_LABEL } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { AmountWithCapital, AppStatusTag, formatBusinessDateTime } from '@scf/finance-widgets';
import { Descriptions } from '@scf/ui';
import type { DescriptionItem } from '@scf/ui';
import { formatAccount } from '../api/format';
import { useReaderSide } from '../api/use-reader-side';

const COUNTERPARTY_LABEL: Partial<Record<ApplicationDetail['bizType'], string>> = {
  TRANSFER: '接收方',
  RETURN: '退回至',
  FINANCE: '金融机构',
  CORE_FINANCE: '金融机构',
};
const DECISION_LABEL = { TRANSFER: { ACCEPT: '签收', REFUSE: '拒签' }, RETURN: { ACCEPT: '确认', REFUSE: '拒收' } } as const;

/** The head of an application: what it is, who made it, the parties and accounts, the total in 大写. */
export function ApplicationSummary({ detail }: { detail: ApplicationDetail }) {
  const side = useReaderSide()(detail);
  const count = detail.bizType === 'ISSUE' ? detail.lines.length : detail.credits.length;
  const items: DescriptionItem[] = [
    { label: '申请编号', value: detail.appNo },
    { label: '业务类型', value: BIZ_TYPE_LABEL[detail.bizType] },
    { label: '状态', value: <AppStatusTag status={detail.status} side={side} bizType={detail.bizType} /> },
    { label: '申请企业', value: detail.applicant.corpName },
    { label: '经办人', value: detail.creator.personName },
    { label: '提交时间', value: formatBusinessDateTime(detail.businessDate, detail.createdAt) },
    ...(detail.issuer ? [{ label: '开立方', value: detail.issuer.corpName }] : []),
    ...(detail.issuerAccount && detail.bizType === 'ISSUE' ? [{ label: '付款账户', value: formatAccount(detail.issuerAccount), span: 2 }] : []),
    ...(detail.counterparty && detail.bizType !== 'ISSUE'
      ? [{ label: COUNTERPARTY_LABEL[detail.bizType] ?? '交易对手', value: detail.counterparty.corpName }]
      : []),
    ...(detail.contract ? [{ label: '合同', value: `${detail.contract.contractNo} ${detail.contract.name}` }] : []),
    ...(detail.decision && detail.bizType !== 'SIGN' && detail.bizType !== 'FINANCE'
      ? [{ label: '对方处理', value: DECISION_LABEL[detail.bizType === 'RETURN' ? 'RETURN' : 'TRANSFER'][detail.decision] }]
      : []),
    { label: `合计金额（共${count}笔）`, value: <AmountWithCapital value={detail.amount} label="合计金额" />, span: 2 },
    ...(detail.reason
      ? [
          {
            label: detail.bizType === 'CASH_CONFIRM' ? '付款信息' : detail.bizType === 'TRANSFER' || detail.bizType === 'CORE_FINANCE' ? '备注' : '原因',
            value: detail.reason,
            span: 3,
          },
        ]
      : []),
    ...(detail.comment ? [{ label: '最新意见', value: detail.comment, span: 3 }] : []),
  ];
  return <Descriptions title="申请信息" items={items} />;
}
