import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Tabs } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { tableResult, tableState, useList } from '../../../lib/list';
import { Page } from '../../../lib/page';
import { useReceivablePage } from '../api/abs-finance-data-calls';
import { ABS_FD_PATHS, SIDE_NOUN, sideOf } from '../api/abs-finance-data-paths';
import type { AbsSide } from '../api/abs-finance-data-paths';
import { ReceivableTable } from '../components/receivable-table';
import { ListSearch } from '../components/list-search';
import { UploadBar } from '../components/upload-bar';
import { ContractList, DocumentList, InvoiceList } from '../components/upload-lists';

function ReceivableList({ side }: { side: AbsSide }) {
  const navigate = useNavigate();
  const list = useList({ filters: ['keyword'], sortable: ['dueDate'] } as const);
  const read = useReceivablePage(side, list);
  const noun = SIDE_NOUN[side];
  const detail = (receivableNo: string) => navigate(`${ABS_FD_PATHS.detail}?receivableNo=${encodeURIComponent(receivableNo)}`);
  return (
    <>
      <ListSearch
        label={`${noun}编号/合同编号`}
        placeholder={`输入${noun}编号、合同编号或企业名称`}
        value={list.query.filters.keyword ?? ''}
        onSearch={(keyword) => list.setFilters({ keyword })}
      />
      <ReceivableTable
        side={side}
        {...tableResult(read)}
        {...tableState(list)}
        onOpen={(r) => detail(r.receivableNo)}
        onUploadInvoice={() => navigate(ABS_FD_PATHS.invoice)}
      />
    </>
  );
}

/**
 * `/abs/finance-data/index/finance` ABS融资资料 (domain-lines.md §18.3): the caller's ABS receivables — the core's
 * 应付账款, the supplier's 应收账款 — each opening its 资料 (ABS资料详情), and the invoices, contracts and other
 * documents it has uploaded, with 新增ABS资料 and the four uploads.
 */
export function FinanceIndexPage() {
  const navigate = useNavigate();
  const side = sideOf(useAuth().session?.corpInfo.corpType);
  const [params, setParams] = useSearchParams();
  const items = [
    { value: 'receivables', label: SIDE_NOUN[side], content: <ReceivableList side={side} /> },
    { value: 'invoices', label: '发票', content: <InvoiceList /> },
    { value: 'contracts', label: '合同', content: <ContractList /> },
    { value: 'documents', label: '其他资料', content: <DocumentList /> },
  ];
  const tab = items.some((i) => i.value === params.get('tab')) ? (params.get('tab') ?? '') : 'receivables';
  return (
    <Page
      actions={
        <Button variant="primary" onClick={() => navigate(ABS_FD_PATHS.create)}>
          新增ABS资料
        </Button>
      }
    >
      <UploadBar />
      <Tabs label="ABS融资资料" items={items} value={tab} onValueChange={(v) => setParams({ tab: v })} />
    </Page>
  );
}
