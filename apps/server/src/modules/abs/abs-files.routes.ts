import { absFileEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import * as files from './abs-files.service';

const CORE = { menu: '/abs/core/index/file' } as const;
const CHAIN = { menu: '/abs/chain/index/file' } as const;
/** 下载文件包 is a link the browser follows; the service checks the grant of the side's page. */
const LINK = { access: 'session', link: true, bearer: false } as const;

/** 核心企业档案 and 链属企业档案 (domain-lines.md §18.3, §18.5). The director's signature of a 付款确认书 is the generic approve. */
export const absFileRoutes: readonly ApiRoute[] = [
  defineRoute(absFileEndpoints.coreMatrix, { access: CORE, handler: ({ env, actor, body }) => files.archive(env, actor, 'DEBTOR', body) }),
  defineRoute(absFileEndpoints.chainMatrix, { access: CHAIN, handler: ({ env, actor, body }) => files.archive(env, actor, 'CREDITOR', body) }),
  defineRoute(absFileEndpoints.payConfirmSubmit, {
    access: CORE,
    handler: ({ env, actor, params }) => files.submitPayConfirm(env, actor, params.receivableNo),
  }),
  defineRoute(absFileEndpoints.package, { ...LINK, handler: ({ env, actor, query }) => files.filePackage(env, actor, query) }),
];
