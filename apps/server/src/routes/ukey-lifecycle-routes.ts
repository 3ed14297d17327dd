import {
  UKEY_PATH,
  ukeyBillListSchema,
  ukeyBindingSchema,
  ukeyCertificateSchema,
  ukeyChangeRequestSchema,
  ukeyDeleteRequestSchema,
  ukeyRenewRequestSchema,
  ukeyRenewResponseSchema,
  ukeyRequestDetailSchema,
  ukeyRequestIdSchema,
  ukeyRequestListSchema,
  ukeyRequestSchema,
} from '@scf/api/contract';
import { z } from 'zod';
import { fail } from '../http/api-error';
import type { ApiRoute } from '../http/route-def';
import { defineRoute } from '../http/route-def';
import { bindingView } from '../signing/binding-view';
import { parseCertificate } from '../signing/certificate';
import { issueChallenge } from '../signing/challenge-store';
import { changeWithRecord, revokeWithRecord } from '../signing/key-operations';
import { renewWithRecord, renewalOf } from '../signing/renew-key';
import { runSignedOperation } from '../signing/signed-operation';
import { findRequest, listBills, listRequests, requestBills } from '../signing/ukey-request-queries';
import { completeDownload } from '../signing/ukey-requests';
import { currentRole, requireUser } from './require-user';
import { operationTime, withPresentedKey } from './ukey-routes';

const DIRECTOR = { role: ['ROLE_DIRECTOR'] } as const;

const PATH = UKEY_PATH;

/**
 * Key lifecycle (spec §2 /my/enterprise-info/ukey/*; contract @scf/api/contract ukey-lifecycle): 申请记录 and
 * Ukey账单 for everyone in the corporation; 更换 and 注销 for directors; 证书更新 and 证书下载 for the holder of
 * the key of the current role. A request of another corporation reads as "not found".
 */
export const UKEY_LIFECYCLE_ROUTES: readonly ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: PATH.requests,
    access: 'session',
    response: ukeyRequestListSchema,
    handler: async ({ db, session }) => listRequests(db, (await requireUser(db, session)).corpId),
  }),
  defineRoute({
    method: 'POST',
    url: PATH.requestDetail,
    access: 'session',
    body: ukeyRequestIdSchema,
    response: ukeyRequestDetailSchema,
    handler: async ({ db, session, body }) => {
      const { corpId } = await requireUser(db, session);
      const { view } = await findRequest(db, corpId, body.requestId);
      return { request: view, bills: await requestBills(db, corpId, body.requestId) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: PATH.bills,
    access: 'session',
    response: ukeyBillListSchema,
    handler: async ({ db, session }) => listBills(db, (await requireUser(db, session)).corpId),
  }),
  defineRoute({
    method: 'POST',
    url: PATH.certificate,
    access: 'session',
    body: ukeyRequestIdSchema,
    response: ukeyCertificateSchema,
    handler: async ({ db, session, body }) => {
      const user = await requireUser(db, session);
      const request = await findRequest(db, user.corpId, body.requestId);
      if (request.userId !== user.userId && currentRole(session) !== 'ROLE_DIRECTOR') throw fail.forbidden();
      const der = request.certDerB64;
      const cert = der ? parseCertificate(der) : undefined;
      if (!der || !cert) throw fail.notFound('该申请没有可下载的证书');
      return { requestId: body.requestId, certDerB64: der, serialNumber: cert.serialNorm, issuerDN: cert.issuerDN, subjectDN: cert.subjectDN, notAfter: new Date(cert.notAfter).toISOString() };
    },
  }),
  defineRoute({
    method: 'POST',
    url: PATH.downloaded,
    access: 'session',
    body: ukeyRequestIdSchema,
    response: ukeyRequestSchema,
    handler: async ({ db, session, clock, body }) => {
      const user = await requireUser(db, session);
      return db.transaction(async (tx) => {
        const request = await findRequest(tx, user.corpId, body.requestId);
        if (request.userId !== user.userId || request.roleCode !== currentRole(session)) throw fail.forbidden();
        if (!(await completeDownload(tx, clock.now(), body.requestId))) return request.view;
        return (await findRequest(tx, user.corpId, body.requestId)).view;
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: PATH.change,
    access: DIRECTOR,
    body: ukeyChangeRequestSchema,
    response: ukeyBindingSchema,
    handler: async (ctx) =>
      withPresentedKey(ctx, async (tx, { director, registered, at }) => {
        const { body, session } = ctx;
        const change = { corpId: director.corpId, oldUkeyNo: body.oldUkeyNo, registered, ukeyCode: body.registration.ukeyCode, certDerB64: body.certDerB64, by: director.userId, caller: session };
        return bindingView(tx, await changeWithRecord(tx, at, change));
      }),
  }),
  defineRoute({
    method: 'POST',
    url: PATH.delete,
    access: DIRECTOR,
    body: ukeyDeleteRequestSchema,
    response: ukeyRequestSchema,
    handler: async (ctx) => {
      const { db, session, body } = ctx;
      const director = await requireUser(db, session);
      const at = operationTime(ctx);
      return db.transaction(async (tx) => {
        const [requestId] = await revokeWithRecord(tx, at, { corpId: director.corpId, ukeyNo: body.ukeyNo, reason: body.reason, by: director.userId, caller: session });
        if (!requestId) throw fail.badRequest('该Ukey不存在或已注销');
        return (await findRequest(tx, director.corpId, requestId)).view;
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: PATH.renewOriginal,
    access: 'session',
    response: z.string(),
    handler: async ({ db, session, clock }) => {
      const user = await requireUser(db, session);
      const now = clock.now();
      const { binding, scope, fee } = await renewalOf(db, now, { userId: user.userId, roleCode: currentRole(session) });
      return issueChallenge(db, now, scope, [
        '证书更新',
        `企业：${user.corpName}`,
        `用户：${user.personName}（${user.userName}）`,
        `Ukey编号：${binding.ukeyCode}`,
        `当前证书序列号：${binding.serialNorm}`,
        `当前证书有效期至：${new Date(binding.notAfter).toISOString().slice(0, 10)}`,
        `证书服务费（1年）：${fee}元`,
      ]);
    },
  }),
  defineRoute({
    method: 'POST',
    url: PATH.renew,
    access: 'session',
    body: ukeyRenewRequestSchema,
    response: ukeyRenewResponseSchema,
    handler: async (ctx) => {
      const { db, session, services, body } = ctx;
      const user = await requireUser(db, session);
      const who = { userId: user.userId, roleCode: currentRole(session) };
      const at = operationTime(ctx);
      // The same gate as a business submission: the stored key of the current role signed this renewal's challenge.
      return runSignedOperation({
        db,
        now: at.now,
        signingEnabled: services.signingEnabled,
        payload: body.payload,
        scope: async (tx) => (await renewalOf(tx, at.now, who, true)).scope,
        effect: async (tx) => renewWithRecord(tx, at, services.testCa, (await renewalOf(tx, at.now, who)).binding),
      });
    },
  }),
];
