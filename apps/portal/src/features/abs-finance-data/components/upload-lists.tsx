import { DataTable } from '@scf/ui';
import { tableResult, tableState, useList } from '../../../lib/list';
import { useContractPage, useDocumentPage, useInvoicePage } from '../api/abs-finance-data-calls';
import { contractColumns as contractCols, documentColumns as documentCols, invoiceColumns as invoiceCols } from './columns';
import { ListSearch } from './list-search';

/** 发票: the corporation's invoices, newest first, with each 查验 verdict and what is still free to occupy. */
export function InvoiceList() {
  const list = useList({ filters: ['keyword'], sortable: ['issueDate'] } as const);
  const read = useInvoicePage(list);
  return (
    <>
      <ListSearch
        label="发票号码/交易方"
        placeholder="输入发票号码或购买方、销售方名称"
        value={list.query.filters.keyword ?? ''}
        onSearch={(keyword) => list.setFilters({ keyword })}
      />
      <DataTable
        label="发票列表"
        columns={invoiceCols}
        rowKey={(i) => i.invoiceId}
        rowLabel={(i) => `发票${i.number}`}
        emptyText="暂无发票，请先上传发票"
        {...tableResult(read)}
        {...tableState(list)}
      />
    </>
  );
}

/** 合同: the corporation's contracts. */
export function ContractList() {
  const list = useList({ filters: ['keyword'], sortable: ['signDate'] } as const);
  const read = useContractPage(list);
  return (
    <>
      <ListSearch
        label="合同编号/名称"
        placeholder="输入合同编号、名称或交易方名称"
        value={list.query.filters.keyword ?? ''}
        onSearch={(keyword) => list.setFilters({ keyword })}
      />
      <DataTable
        label="合同列表"
        columns={contractCols}
        rowKey={(c) => c.contractId}
        rowLabel={(c) => `合同${c.contractNo}`}
        emptyText="暂无合同"
        {...tableResult(read)}
        {...tableState(list)}
      />
    </>
  );
}

/** 其他资料 and 授权资料: the corporation's documents of both kinds. */
export function DocumentList() {
  const list = useList({ filters: ['keyword', 'kind'], sortable: ['createdAt'] } as const);
  const read = useDocumentPage(list);
  return (
    <>
      <ListSearch label="资料名称" placeholder="输入资料名称" value={list.query.filters.keyword ?? ''} onSearch={(keyword) => list.setFilters({ keyword })} />
      <DataTable
        label="其他资料列表"
        columns={documentCols}
        rowKey={(d) => d.docId}
        rowLabel={(d) => d.name}
        emptyText="暂无其他资料"
        {...tableResult(read)}
        {...tableState(list)}
      />
    </>
  );
}
