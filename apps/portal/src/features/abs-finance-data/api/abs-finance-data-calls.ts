import { useEndpoint } from '@scf/api';
import { absEndpoints, tradeDataEndpoints } from '@scf/api/contract';
import type { AbsReceivableListQuery, DocKind } from '@scf/api/contract';
import type { ListState } from '../../../lib/list';
import type { AbsSide } from './abs-finance-data-paths';

const ENDPOINT = { DEBTOR: absEndpoints.payables, CREDITOR: absEndpoints.receivables } as const;

/** The caller's ABS receivables, one page: as debtor (应付账款查询's list) or as creditor (应收账款查询's). */
export function useReceivablePage(side: AbsSide, list: ListState<'keyword', 'dueDate'>) {
  const body: AbsReceivableListQuery = { ...list.query, filters: { ...list.query.filters } };
  return useEndpoint(ENDPOINT[side], { body }, { keepPreviousData: true });
}

/** One receivable of the caller by its number (the list found by number: no read of one receivable in the contract). */
export function useReceivable(side: AbsSide, receivableNo: string) {
  const read = useEndpoint(ENDPOINT[side], receivableNo ? { body: { page: 1, size: 10, filters: { keyword: receivableNo } } } : null);
  const found = read.data ? (read.data.rows.find((r) => r.receivableNo === receivableNo) ?? null) : undefined;
  return { ...read, receivable: found };
}

/** The corporation's uploads of one kind, a page at a time (the trade-data records ABS shares with credit and e订通). */
export const useInvoicePage = (list: ListState<'keyword', 'issueDate'>) =>
  useEndpoint(
    tradeDataEndpoints.invoicePage,
    { body: { ...list.query, sort: list.query.sort ?? { field: 'issueDate', order: 'desc' }, filters: { ...list.query.filters } } },
    { keepPreviousData: true },
  );

export const useContractPage = (list: ListState<'keyword', 'signDate'>) =>
  useEndpoint(
    tradeDataEndpoints.contractPage,
    { body: { ...list.query, sort: list.query.sort ?? { field: 'signDate', order: 'desc' }, filters: { ...list.query.filters } } },
    { keepPreviousData: true },
  );

export const useDocumentPage = (list: ListState<'keyword' | 'kind', 'createdAt'>) =>
  useEndpoint(
    tradeDataEndpoints.documentPage,
    {
      body: {
        ...list.query,
        sort: list.query.sort ?? { field: 'createdAt', order: 'desc' },
        filters: { ...list.query.filters } as { keyword?: string; kind?: DocKind },
      },
    },
    { keepPreviousData: true },
  );

/** The contract a receivable names (by its 合同编号), among the corporation's uploads. */
export const useContractsNamed = (contractNo: string | null) =>
  useEndpoint(tradeDataEndpoints.contractPage, contractNo ? { body: { page: 1, size: 20, filters: { keyword: contractNo } } } : null);
