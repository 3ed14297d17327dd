import { SIGNING_ORIGINALS, infoChangeEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { changeOriginal, currentInfo, draftChange, infoChanges, submitChange } from './info-change.service';

/** 企业信息变更 (§16.2): the page's menu; the service checks the key of the submitter's role. */
const PAGE = { menu: '/my/enterprise-info/info-update' } as const;
const e = infoChangeEndpoints;

export const infoChangeRoutes: readonly ApiRoute[] = [
  defineRoute(e.current, { access: PAGE, handler: ({ env, actor }) => currentInfo(env, actor) }),
  defineRoute(e.list, { access: PAGE, handler: ({ env, actor }) => infoChanges(env, actor) }),
  defineRoute(e.draft, { access: PAGE, handler: ({ env, actor, body }) => draftChange(env, actor, body) }),
  defineRoute(e.submit, { access: PAGE, handler: ({ env, actor, params, body }) => submitChange(env, actor, params.changeNo, body) }),
  // 《企业信息变更申请书》, the text the key signs (CONTRACT_SIGN over the draft's number).
  defineRoute(SIGNING_ORIGINALS.CONTRACT_SIGN.endpoint, { access: PAGE, handler: ({ env, actor, params }) => changeOriginal(env, actor, params.id) }),
];
