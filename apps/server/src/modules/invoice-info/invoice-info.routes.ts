import { invoiceInfoEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { invoiceInfo, saveInvoice } from './invoice-info.service';

const MENU = { menu: '/my/enterprise-info/invoice-info' } as const;

/** 开票信息 (`/my/enterprise-info/invoice-info`): the page's menu reads it, its administrator saves it. */
export const invoiceInfoRoutes: readonly ApiRoute[] = [
  defineRoute(invoiceInfoEndpoints.get, { access: MENU, handler: ({ env, actor }) => invoiceInfo(env, actor) }),
  defineRoute(invoiceInfoEndpoints.save, { access: MENU, handler: ({ env, actor, body }) => saveInvoice(env, actor, body) }),
];
