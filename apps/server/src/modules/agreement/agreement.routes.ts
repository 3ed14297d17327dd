import { agreementEndpoints, agreementRecordEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { agreementEvidence, agreementFile, agreementRecords } from './agreement-records.service';
import { REGISTRATION_AGREEMENT } from './agreement-text';
import { agreementSigned, signAgreement } from './agreement.service';

/** 协议管理 (§16.9): the page's menu decides who reads the records; each call reads only the caller's corporation's. */
const PROTOCOL_MENU = { menu: '/my/protocol/index' } as const;
/** The PDF and the 证据包 are links the browser follows (the previewer, a download): the session cookie authorizes them. */
const LINK = { access: PROTOCOL_MENU, link: true, bearer: false } as const;
const r = agreementRecordEndpoints;

/** The registration agreement the user must (re-)sign after login (spec §4), and 协议管理's records. */
export const agreementRoutes: readonly ApiRoute[] = [
  defineRoute(agreementEndpoints.exists, { access: 'session', handler: ({ env, actor }) => agreementSigned(env, actor) }),
  defineRoute(agreementEndpoints.text, { access: 'session', handler: async () => REGISTRATION_AGREEMENT }),
  defineRoute(agreementEndpoints.create, { access: 'session', handler: ({ env, actor, request }) => signAgreement(env, actor, request.ip) }),
  defineRoute(r.list, { access: PROTOCOL_MENU, handler: ({ env, actor }) => agreementRecords(env, actor) }),
  defineRoute(r.file, { ...LINK, handler: ({ env, actor, params, query }) => agreementFile(env, actor, params.agreementNo, query.inline === '1') }),
  defineRoute(r.evidence, { ...LINK, handler: ({ env, actor, params }) => agreementEvidence(env, actor, params.agreementNo) }),
];
