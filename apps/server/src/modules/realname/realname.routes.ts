import { realnameEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import {
  backfillLicense,
  cancelLicense,
  demoCredits,
  realnameView,
  requestLicenseDeposit,
  sendRealnameSms,
  softKeyRealname,
  ukeyRealname,
} from './realname.service';

/**
 * 实名认证 (domain-lines.md §15.4–§15.8): every signed-in user reads the corporation's state (the identify pages and
 * 企业实名认证 are open to all, §14A.7); the services let only an active ROLE_ADMIN run a method.
 */
export const realnameRoutes: readonly ApiRoute[] = [
  defineRoute(realnameEndpoints.state, { access: 'session', handler: ({ env, actor, services }) => realnameView(env, actor, services.secrets.fieldKey) }),
  defineRoute(realnameEndpoints.deposit, {
    access: 'session',
    handler: ({ env, actor, body, services }) => requestLicenseDeposit(env, actor, body, services.secrets.fieldKey),
  }),
  defineRoute(realnameEndpoints.backfill, {
    access: 'session',
    handler: ({ env, actor, body, services }) => backfillLicense(env, actor, body.amount, services.secrets.fieldKey),
  }),
  defineRoute(realnameEndpoints.cancel, { access: 'session', handler: ({ env, actor, services }) => cancelLicense(env, actor, services.secrets.fieldKey) }),
  defineRoute(realnameEndpoints.demoCredits, {
    access: 'session',
    handler: ({ db, actor, query, services }) => demoCredits(db, actor, services.demoTools, query.accountNo),
  }),
  defineRoute(realnameEndpoints.softKeySms, { access: 'session', handler: ({ env, actor, services }) => sendRealnameSms(env, actor, services.demoTools) }),
  defineRoute(realnameEndpoints.softKey, {
    access: 'session',
    handler: ({ env, actor, body, services }) => softKeyRealname(env, actor, body, services.secrets.fieldKey),
  }),
  defineRoute(realnameEndpoints.ukey, {
    access: 'session',
    handler: ({ env, actor, body, services }) =>
      ukeyRealname({ ...env, testCa: services.testCa, trustAnchors: services.trustAnchors }, actor, body, services.secrets.fieldKey),
  }),
];
