import { infoChangeEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { currentInfo, draftChange, infoChanges, submitChange } from './info-change.service';

/** 企业信息变更 (§16.2): the page's menu; the service checks the key of the submitter's role. */
const PAGE = { menu: '/my/enterprise-info/info-update' } as const;
const e = infoChangeEndpoints;

export const infoChangeRoutes: readonly ApiRoute[] = [
  defineRoute(e.current, { access: PAGE, handler: ({ env, actor }) => currentInfo(env, actor) }),
  defineRoute(e.list, { access: PAGE, handler: ({ env, actor }) => infoChanges(env, actor) }),
  defineRoute(e.draft, { access: PAGE, handler: ({ env, actor, body }) => draftChange(env, actor, body) }),
  defineRoute(e.submit, { access: PAGE, handler: ({ env, actor, params, body }) => submitChange(env, actor, params.changeNo, body) }),
];
