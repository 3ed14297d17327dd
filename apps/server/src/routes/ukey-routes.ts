import { randomInt } from 'node:crypto';
import { signaturePayloadSchema, softCertRequestSchema, softCertResponseSchema, ukeyBindRequestSchema, ukeyBindingListSchema, ukeyBindingSchema, ukeyUnbindRequestSchema } from '@scf/api/contract';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { fail } from '../http/api-error';
import type { ApiRoute } from '../http/route-def';
import { defineRoute } from '../http/route-def';
import type { RouteContext } from '../http/route-def';
import { findUser } from '../services/corp-user';
import type { UserRecord } from '../services/corp-user';
import type { AppServices } from '../services/app-services';
import { bindingView } from '../signing/binding-view';
import { certTypeOfSpki, parseCertificate } from '../signing/certificate';
import { consumeChallenge, issueChallenge } from '../signing/challenge-store';
import type { ChallengeScope } from '../signing/challenge-store';
import { bindWithRecord, revokeWithRecord } from '../signing/key-operations';
import { listCorpBindings } from '../signing/key-binding';
import { checkRegistration } from '../signing/registered-certificate';
import type { RegisteredCertificate, Registration } from '../signing/registered-certificate';
import { registering } from '../signing/registering';
import { runSignedOperation } from '../signing/signed-operation';
import { SigningRejectedError } from '../signing/signing-errors';
import { SOFT_KEY_CODE_PREFIX } from '../signing/ukey-fees';
import type { OperationTime } from '../signing/ukey-requests';
import { verifySignature } from '../signing/verify-signature';
import { REGISTRATION_CHALLENGE } from './ca-routes';
import { currentRole, requireUser } from './require-user';

/** 签名测试 of the diagnostics page: a challenge for no business, verified with the key of the current role. */
const SIGN_TEST = 'SIGN_TEST';

/** The registration original (`/v1/auth/cas/add/info/original`) issued to this user in this role. */
export const registrationScope = (userId: string, roleCode: string): ChallengeScope => ({
  userId,
  roleCode,
  businessType: REGISTRATION_CHALLENGE,
  businessIds: [userId],
  stateDigest: '-',
});

/** The time and business date a key operation's request record and bills carry. */
export const operationTime = (c: { clock: Clock; services: AppServices }): OperationTime => ({ now: c.clock.now(), businessDate: c.services.businessDate() });

export interface PresentedKey {
  director: UserRecord;
  registered: RegisteredCertificate;
  at: OperationTime;
}

/**
 * A director presents a key to bind (新增Ukey, 更换Ukey): it is checked against the registration original issued to
 * them (registered-certificate.ts), then `store` binds it, in one transaction; a refusal is logged.
 */
export async function withPresentedKey<B extends Registration, T>(ctx: RouteContext<B>, store: (tx: Queryable, key: PresentedKey) => Promise<T>): Promise<T> {
  const director = await requireUser(ctx.db, ctx.session);
  const at = operationTime(ctx);
  return registering(ctx.db, at.now, director.userId, async (tx) => {
    const registered = await checkRegistration(tx, at.now, ctx.services.testCa, ctx.body, registrationScope(director.userId, currentRole(ctx.session)));
    return store(tx, { director, registered, at });
  });
}

/** Key management (spec §6: directors bind keys in user role settings) and the soft-key test CA. */
export const UKEY_ROUTES: readonly ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/v1/ukeys/list',
    access: 'session',
    response: ukeyBindingListSchema,
    handler: async ({ db, session }) => {
      const user = await requireUser(db, session);
      return Promise.all((await listCorpBindings(db, user.corpId)).map((b) => bindingView(db, b)));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/ukeys/bind',
    access: { role: ['ROLE_DIRECTOR'] },
    body: ukeyBindRequestSchema,
    response: ukeyBindingSchema,
    handler: async (ctx) =>
      withPresentedKey(ctx, async (tx, { director, registered: { cert, bank, rule }, at }) => {
        const body = ctx.body;
        const target = await findUser(tx, { userName: body.userName });
        if (!target || target.corpId !== director.corpId || !target.roles.some((r) => r.code === body.roleCode)) throw fail.badRequest('用户或角色不存在');
        const bound = { corpId: target.corpId, userId: target.userId, roleCode: body.roleCode, cert, signAlg: rule.alg, bank: bank.code, ukeyCode: body.registration.ukeyCode, boundBy: director.userId };
        const { binding } = await bindWithRecord(tx, at, 'ADD', bound, body.certDerB64, ctx.session);
        return bindingView(tx, binding);
      }),
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/ukeys/unbind',
    access: { role: ['ROLE_DIRECTOR'] },
    body: ukeyUnbindRequestSchema,
    response: z.boolean(),
    handler: async (ctx) => {
      const director = await requireUser(ctx.db, ctx.session);
      const at = operationTime(ctx);
      const revocation = { corpId: director.corpId, ukeyNo: ctx.body.ukeyNo, reason: '解除绑定', by: director.userId, caller: ctx.session };
      return (await ctx.db.transaction((tx) => revokeWithRecord(tx, at, revocation))).length > 0;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/ukeys/soft/certificate',
    access: 'session',
    body: softCertRequestSchema,
    response: softCertResponseSchema,
    handler: async (ctx) => {
      const { db, session, services, body } = ctx;
      const user = await requireUser(db, session);
      const role = currentRole(session);
      const at = operationTime(ctx);
      return registering(db, at.now, user.userId, async (tx) => {
        const spki = Buffer.from(body.spkiB64, 'base64');
        if (certTypeOfSpki(spki) !== body.certType) throw new SigningRejectedError('badCertificate', 'SPKI type differs from certType');
        // A soft key binds to the caller's own current role: first key of the role, or a director replacing theirs.
        const active = await tx.query("SELECT 1 FROM ukey_binding WHERE user_id = $1 AND role_code = $2 AND status = 'ACTIVE'", [user.userId, role]);
        if (active.length > 0 && role !== 'ROLE_DIRECTOR') throw fail.forbidden();
        await consumeChallenge(tx, at.now, body.original, registrationScope(user.userId, role));
        const alg = body.certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA';
        if (!verifySignature({ alg, spkiDer: spki, original: body.original, signatureB64: body.proofB64 })) throw new SigningRejectedError('badSignature', 'proof of possession');
        const issued = await services.testCa.issue(spki, body.certType, `CN=${user.personName}, O=${user.corpName}, C=CN`, at.now);
        const cert = parseCertificate(issued.certDerB64);
        if (!cert) throw new Error('issued certificate does not parse');
        const ukeyCode = `${SOFT_KEY_CODE_PREFIX}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
        const bound = { corpId: user.corpId, userId: user.userId, roleCode: role, cert, signAlg: alg, bank: 'CCB', ukeyCode, boundBy: user.userId } as const;
        await bindWithRecord(tx, at, 'APPLY', bound, issued.certDerB64, session);
        return { certDerB64: issued.certDerB64, serialNumber: cert.serialNorm, issuerDN: cert.issuerDN, subjectDN: cert.subjectDN, keyCode: ukeyCode };
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v1/ukeys/sign-test/original',
    access: 'session',
    response: z.string(),
    handler: async ({ db, session, clock }) => {
      const user = await requireUser(db, session);
      const scope = { userId: user.userId, roleCode: currentRole(session), businessType: SIGN_TEST, businessIds: [user.userId], stateDigest: '-' };
      return issueChallenge(db, clock.now(), scope, ['签名测试（不涉及任何业务）', `企业：${user.corpName}`, `用户：${user.personName}（${user.userName}）`]);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/ukeys/sign-test/verify',
    access: 'session',
    body: signaturePayloadSchema.strict(),
    response: z.boolean(),
    handler: async ({ db, session, clock, services, body }) => {
      const user = await requireUser(db, session);
      const roleCode = currentRole(session);
      // The same gate as a business submission; the "effect" is only the consumed challenge.
      return runSignedOperation({
        db,
        now: clock.now(),
        signingEnabled: services.signingEnabled,
        payload: body,
        scope: async () => ({ userId: user.userId, roleCode, businessType: SIGN_TEST, businessIds: [user.userId], stateDigest: '-' }),
        effect: async () => true,
      });
    },
  }),
];
