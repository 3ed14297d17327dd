import { DOC_TYPE_LABEL, VERIFY_STATUS_LABEL } from '@scf/api/contract';
import type { TradeContract, TradeDocument, TradeInvoice } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { LoadState } from '../../../lib/page';
import { useContracts, useDocuments, useInvoices } from '../api/finance-data-calls';

const contractColumns: TableColumn<TradeContract>[] = [
  { key: 'contractNo', title: '合同编号', width: 160, value: (c) => c.contractNo },
  { key: 'name', title: '合同名称', value: (c) => c.name },
  { key: 'buyer', title: '买方', value: (c) => c.buyer.corpName },
  { key: 'amount', title: '合同金额', align: 'right', width: 160, value: (c) => c.amount, render: (c) => <AmountText value={c.amount} /> },
  { key: 'signDate', title: '签订日期', width: 104, value: (c) => c.signDate },
];
const invoiceColumns: TableColumn<TradeInvoice>[] = [
  { key: 'number', title: '发票号码', width: 120, value: (i) => i.number },
  { key: 'buyer', title: '购买方', value: (i) => i.buyerName },
  { key: 'total', title: '价税合计', align: 'right', width: 160, value: (i) => i.total, render: (i) => <AmountText value={i.total} /> },
  { key: 'issueDate', title: '开票日期', width: 104, value: (i) => i.issueDate },
  { key: 'verify', title: '查验状态', width: 100, value: (i) => VERIFY_STATUS_LABEL[i.verifyStatus] },
];
const documentColumns: TableColumn<TradeDocument>[] = [
  { key: 'name', title: '资料名称', value: (d) => d.name },
  { key: 'docType', title: '资料类型', width: 140, value: (d) => DOC_TYPE_LABEL[d.docType] },
  { key: 'files', title: '文件数', align: 'right', width: 80, value: (d) => d.files.length },
  { key: 'remark', title: '备注', value: (d) => d.remark || '--' },
];

/**
 * The supplier's 订单融资资料 (domain-lines.md §19.5: the order, its contract and, once issued, its invoices), read
 * from the trade-data records the 上传订单 / 上传合同 / 上传发票 screens save.
 */
export function FinanceDataLists() {
  const contracts = useContracts();
  const invoices = useInvoices();
  const documents = useDocuments();
  return (
    <>
      <h3>订单及单据</h3>
      <LoadState what="订单及单据" data={documents.data} error={documents.error} onRetry={() => void documents.mutate()}>
        {(page) => <Table label="订单及单据" columns={documentColumns} data={page.rows} rowKey={(d) => d.docId} emptyText="暂无上传的订单或单据" />}
      </LoadState>
      <h3>合同</h3>
      <LoadState what="合同" data={contracts.data} error={contracts.error} onRetry={() => void contracts.mutate()}>
        {(page) => <Table label="合同" columns={contractColumns} data={page.rows} rowKey={(c) => c.contractId} emptyText="暂无合同" />}
      </LoadState>
      <h3>发票</h3>
      <LoadState what="发票" data={invoices.data} error={invoices.error} onRetry={() => void invoices.mutate()}>
        {(page) => <Table label="发票" columns={invoiceColumns} data={page.rows} rowKey={(i) => i.invoiceId} emptyText="暂无发票" />}
      </LoadState>
    </>
  );
}
