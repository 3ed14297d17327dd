import { useEndpoint } from '@scf/api';
import { tradeDataEndpoints } from '@scf/api/contract';

const FIRST_PAGE = { page: 1, size: 100 } as const;

/** The supplier's uploaded 融资资料 (the trade-data records the e订通 screens share with the credit product): newest 100 of each. */
export const useContracts = () => useEndpoint(tradeDataEndpoints.contractPage, { body: { ...FIRST_PAGE, sort: { field: 'signDate', order: 'desc' } } });
export const useInvoices = () => useEndpoint(tradeDataEndpoints.invoicePage, { body: { ...FIRST_PAGE, sort: { field: 'issueDate', order: 'desc' } } });
export const useDocuments = () =>
  useEndpoint(tradeDataEndpoints.documentPage, { body: { ...FIRST_PAGE, sort: { field: 'createdAt', order: 'desc' }, filters: { kind: 'OTHER' } } });
