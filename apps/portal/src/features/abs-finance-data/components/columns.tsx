import { DOC_KIND_LABEL, DOC_TYPE_LABEL, INVOICE_TYPE_LABEL, VERIFY_REASON_LABEL, VERIFY_STATUS_LABEL } from '@scf/api/contract';
import type { TradeContract, TradeDocument, TradeInvoice, VerifyStatus } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { FileLinks } from '../../../lib/files/components/file-links';
import { StackedCell } from '../../../lib/list';

/** 查验通过, or 查验不通过 with its reason and code, as the credit product's 融资资料 show it. */
function Verdict({ status }: { status: VerifyStatus }) {
  if (status === 'VERIFIED') return <Tag tone="success">{VERIFY_STATUS_LABEL[status]}</Tag>;
  if (status === 'UNVERIFIED') return <Tag>{VERIFY_STATUS_LABEL[status]}</Tag>;
  return <StackedCell main={<Tag tone="danger">{VERIFY_STATUS_LABEL[status]}</Tag>} sub={`${VERIFY_REASON_LABEL[status]}（${status}）`} />;
}

/** An invoice: number and type, date, the parties stacked, amounts, what is still free to occupy, the 查验 verdict. */
export const invoiceColumns: TableColumn<TradeInvoice>[] = [
  { key: 'number', title: '发票号码/类型', width: 150, render: (i) => <StackedCell main={i.number} sub={INVOICE_TYPE_LABEL[i.type]} /> },
  { key: 'issueDate', title: '开票日期', width: 110, value: (i) => i.issueDate },
  { key: 'parties', title: '销售方/购买方', render: (i) => <StackedCell main={i.sellerName} sub={i.buyerName} /> },
  { key: 'total', title: '价税合计', width: 150, align: 'right', value: (i) => i.total, render: (i) => <AmountText value={i.total} /> },
  { key: 'available', title: '可占用金额', width: 150, align: 'right', value: (i) => i.available, render: (i) => <AmountText value={i.available} /> },
  { key: 'verify', title: '查验结果', width: 130, render: (i) => <Verdict status={i.verifyStatus} /> },
];

/** A contract: number and name, the parties stacked, amount and term. */
export const contractColumns: TableColumn<TradeContract>[] = [
  { key: 'contractNo', title: '合同编号/名称', width: 200, render: (c) => <StackedCell main={c.contractNo} sub={c.name} /> },
  { key: 'parties', title: '卖方/买方', render: (c) => <StackedCell main={c.seller.corpName} sub={c.buyer.corpName} /> },
  { key: 'amount', title: '合同金额', width: 150, align: 'right', value: (c) => c.amount, render: (c) => <AmountText value={c.amount} /> },
  { key: 'term', title: '合同期限', width: 190, value: (c) => `${c.signDate} 至 ${c.endDate}` },
  { key: 'files', title: '合同文件', width: 130, render: (c) => <FileLinks files={c.files} /> },
];

/** 其他资料 and 授权资料. */
export const documentColumns: TableColumn<TradeDocument>[] = [
  { key: 'name', title: '资料名称', value: (d) => d.name },
  { key: 'kind', title: '资料类别', width: 110, value: (d) => DOC_KIND_LABEL[d.kind] },
  { key: 'docType', title: '资料类型', width: 150, value: (d) => DOC_TYPE_LABEL[d.docType] },
  { key: 'files', title: '资料文件', width: 160, render: (d) => <FileLinks files={d.files} /> },
];
