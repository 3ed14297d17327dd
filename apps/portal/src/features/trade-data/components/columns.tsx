import { DOC_KIND_LABEL, DOC_TYPE_LABEL, INVOICE_TYPE_LABEL } from '@scf/api/contract';
import type { TradeContract, TradeDocument, TradeInvoice } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import type { TableColumn } from '@scf/ui';
import { FileLinks } from '../../../lib/files/components/file-links';
import { VerifyTag } from './verify-tag';

const yuan = (amount: string) => formatFen(parseFen(amount));

/** The columns of a contract wherever one is listed (package form, detail, 合同管理). */
export const contractColumns = <T,>(of: (row: T) => TradeContract): TableColumn<T>[] => [
  { key: 'contractNo', title: '合同编号', width: 120, value: (r) => of(r).contractNo },
  { key: 'name', title: '合同名称', value: (r) => of(r).name },
  { key: 'buyer', title: '买方', value: (r) => of(r).buyer.corpName },
  { key: 'seller', title: '卖方', value: (r) => of(r).seller.corpName },
  { key: 'amount', title: '合同金额（元）', width: 135, align: 'right', value: (r) => yuan(of(r).amount) },
  { key: 'signDate', title: '合同期限', width: 190, value: (r) => `${of(r).signDate} 至 ${of(r).endDate}` },
  { key: 'files', title: '合同文件', width: 130, render: (r) => <FileLinks files={of(r).files} /> },
];

/** The columns of an invoice: its identity, amounts, what is still free and the 查验 verdict. */
export const invoiceColumns = <T,>(of: (row: T) => TradeInvoice): TableColumn<T>[] => [
  { key: 'number', title: '发票号码', width: 110, value: (r) => of(r).number },
  { key: 'type', title: '发票类型', width: 120, value: (r) => INVOICE_TYPE_LABEL[of(r).type] },
  { key: 'issueDate', title: '开票日期', width: 110, value: (r) => of(r).issueDate },
  { key: 'seller', title: '销售方', value: (r) => of(r).sellerName },
  { key: 'buyer', title: '购买方', value: (r) => of(r).buyerName },
  { key: 'total', title: '价税合计（元）', width: 125, align: 'right', value: (r) => yuan(of(r).total) },
  { key: 'available', title: '可占用（元）', width: 120, align: 'right', value: (r) => yuan(of(r).available) },
  { key: 'verify', title: '查验结果', width: 115, render: (r) => <VerifyTag status={of(r).verifyStatus} /> },
];

export const documentColumns = <T,>(of: (row: T) => TradeDocument): TableColumn<T>[] => [
  { key: 'kind', title: '资料类别', value: (r) => DOC_KIND_LABEL[of(r).kind] },
  { key: 'docType', title: '资料类型', value: (r) => DOC_TYPE_LABEL[of(r).docType] },
  { key: 'name', title: '资料名称', value: (r) => of(r).name },
  { key: 'files', title: '资料文件', render: (r) => <FileLinks files={of(r).files} /> },
];
