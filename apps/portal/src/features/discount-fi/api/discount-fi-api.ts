import { useEndpoint } from '@scf/api';
import { discountMaturityEndpoints } from '@scf/api/contract';
import type { FiBillQuery, MaturityQuery } from '@scf/api/contract';

/** 到期付款查询: one page of the drawer's packages paid at maturity or coming due. */
export const useMaturities = (body: MaturityQuery) => useEndpoint(discountMaturityEndpoints.maturities, { body }, { keepPreviousData: true });

/** 票据业务查询: one page of the bank's acceptances and holdings. */
export const useFiBills = (body: FiBillQuery) => useEndpoint(discountMaturityEndpoints.fiBills, { body }, { keepPreviousData: true });

/** 票据详情 (part B's page) of one package. */
export const billDetailPath = (packageNo: string): string => `/discount/bill/detail?packageNo=${encodeURIComponent(packageNo)}`;
