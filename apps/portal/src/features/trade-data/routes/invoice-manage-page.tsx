import { useState } from 'react';
import { INVOICE_TYPES, INVOICE_TYPE_LABEL, VERIFY_STATUSES, tradeDataEndpoints } from '@scf/api/contract';
import type { TradeInvoice, VerifyStatus } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { DataTable, FormField, Select } from '@scf/ui';
import { tableResult, tableState, useList, useListQuery } from '../../../lib/list';
import { Page } from '../../../lib/page';
import { TRADE_PATHS, verifyText } from '../api/trade-labels';
import { invoiceColumns } from '../components/columns';
import { TradeSearch } from '../components/trade-search';
import { UploadButton } from '../components/upload-button';

const LIST = { filters: ['keyword', 'type', 'verifyStatus'], sortable: ['issueDate'] } as const;
const ALL = 'ALL';
const TYPE_OPTIONS = [{ value: ALL, label: '全部' }, ...INVOICE_TYPES.map((t) => ({ value: t, label: INVOICE_TYPE_LABEL[t] }))];
const VERIFY_OPTIONS = [{ value: ALL, label: '全部' }, ...VERIFY_STATUSES.map((s) => ({ value: s, label: verifyText(s as VerifyStatus) }))];
// 发票类型 is a filter here; what is occupied and what is left stand beside each other.
const COLUMNS = [
  ...invoiceColumns((i: TradeInvoice) => i)
    .filter((c) => c.key !== 'type')
    .map((c) => (c.key === 'issueDate' ? { ...c, sortable: true } : c)),
  { key: 'occupied', title: '已占用（元）', width: 120, align: 'right' as const, value: (i: TradeInvoice) => formatFen(parseFen(i.occupied)) },
];

/** `finance/invoice-manage` (发票管理): the corporation's invoices with their 查验 verdicts, searched and paged on the server. */
export default function InvoiceManagePage() {
  const list = useList(LIST);
  const read = useListQuery(tradeDataEndpoints.invoicePage, list);
  const [type, setType] = useState(list.query.filters.type ?? ALL);
  const [verify, setVerify] = useState(list.query.filters.verifyStatus ?? ALL);
  const pick = (v: string) => (v === ALL ? '' : v);
  return (
    <Page actions={<UploadButton path={TRADE_PATHS.invoice} label="上传发票" />}>
      <TradeSearch
        label="发票号码/交易方"
        placeholder="输入发票号码、代码或交易方名称"
        value={list.query.filters.keyword ?? ''}
        onSearch={(keyword) => list.setFilters({ keyword, type: pick(type), verifyStatus: pick(verify) })}
        onReset={() => {
          setType(ALL);
          setVerify(ALL);
          list.setFilters({ keyword: '', type: '', verifyStatus: '' });
        }}
      >
        <FormField label="发票类型">
          <Select value={type} options={TYPE_OPTIONS} onValueChange={setType} />
        </FormField>
        <FormField label="查验结果">
          <Select value={verify} options={VERIFY_OPTIONS} onValueChange={setVerify} />
        </FormField>
      </TradeSearch>
      <DataTable
        label="发票列表"
        columns={COLUMNS}
        rowKey={(r) => r.invoiceId}
        rowLabel={(r) => r.number}
        emptyText="暂无发票"
        {...tableResult(read)}
        {...tableState(list)}
      />
    </Page>
  );
}
