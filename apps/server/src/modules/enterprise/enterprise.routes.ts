import { enterpriseEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { bankAccounts, enterpriseInfo } from './enterprise.service';

/** 企业信息 and 银行账户 (`/my/enterprise-info/...`): each call needs its page's menu (the administrator's). */
export const enterpriseRoutes: readonly ApiRoute[] = [
  defineRoute(enterpriseEndpoints.info, { access: { menu: '/my/enterprise-info/info' }, handler: ({ db, actor }) => enterpriseInfo(db, actor) }),
  defineRoute(enterpriseEndpoints.bankAccounts, { access: { menu: '/my/enterprise-info/bank-account' }, handler: ({ db, actor }) => bankAccounts(db, actor) }),
];
