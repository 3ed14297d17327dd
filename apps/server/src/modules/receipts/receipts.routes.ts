import { receiptEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { checkReceipt, receiptBatch, receiptFile, receiptPage, regenerateReceipt } from './receipts.service';

const e = receiptEndpoints;
/** 回单查询 (§14A.7): the menu decides who reads receipts; each call reads only the caller's corporation's. */
const RECEIPT_MENU = { menu: '/my/account/receipt' } as const;
/** The PDF and the zip are links the browser follows (the previewer, a download): the session cookie authorizes them. */
const LINK = { access: RECEIPT_MENU, link: true, bearer: false } as const;

export const receiptRoutes: readonly ApiRoute[] = [
  defineRoute(e.list, { access: RECEIPT_MENU, handler: ({ env, actor, body }) => receiptPage(env, actor, body) }),
  defineRoute(e.file, { ...LINK, handler: ({ env, actor, params, query }) => receiptFile(env, actor, params.receiptNo, query.inline === '1') }),
  defineRoute(e.batch, { ...LINK, handler: ({ env, actor, query }) => receiptBatch(env, actor, query.nos) }),
  defineRoute(e.regenerate, { access: RECEIPT_MENU, handler: ({ env, actor, params }) => regenerateReceipt(env, actor, params.receiptNo) }),
  defineRoute(e.check, { access: RECEIPT_MENU, handler: ({ env, body }) => checkReceipt(env, body.code) }),
];
