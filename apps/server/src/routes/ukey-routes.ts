import { randomInt } from 'node:crypto';
import { signaturePayloadSchema, softCertRequestSchema, softCertResponseSchema, ukeyBindRequestSchema, ukeyBindingListSchema, ukeyBindingSchema, ukeyUnbindRequestSchema } from '@scf/api/contract';
import type { UkeyBinding } from '@scf/api/contract';
import { z } from 'zod';
import type { Db, Queryable } from '../db/db';
import { fail } from '../http/api-error';
import type { ApiRoute } from '../http/route-def';
import { defineRoute } from '../http/route-def';
import { findUser } from '../services/corp-user';
import { bankOfIssuer } from '../signing/banks';
import { bindKey } from '../signing/bind-key';
import { certTypeOfSpki, parseCertificate } from '../signing/certificate';
import { consumeChallenge, issueChallenge } from '../signing/challenge-store';
import { listCorpBindings } from '../signing/key-binding';
import type { KeyBinding } from '../signing/key-binding';
import { logSecurityEvent } from '../signing/security-log';
import { runSignedOperation } from '../signing/signed-operation';
import { SigningRejectedError } from '../signing/signing-errors';
import { normalizeSerial } from '../signing/serial';
import { ruleForSerial } from '../signing/signing-rules';
import { TEST_CA_NAME } from '../signing/test-ca';
import { verifySignature } from '../signing/verify-signature';
import { REGISTRATION_CHALLENGE } from './ca-routes';
import { currentRole, requireUser } from './require-user';

const iso = (ms: number) => new Date(ms).toISOString();

/** 签名测试 of the diagnostics page: a challenge for no business, verified with the key of the current role. */
const SIGN_TEST = 'SIGN_TEST';

async function toView(q: Queryable, b: KeyBinding): Promise<UkeyBinding> {
  const user = await q.query<{ user_name: string; person_name: string }>('SELECT user_name, person_name FROM app_user WHERE user_id = $1', [b.userId]);
  return {
    ukeyNo: b.serialNorm,
    ukeyCode: b.ukeyCode,
    ukeyBank: b.bank,
    certType: b.certType,
    issuerDN: b.issuerDn,
    subjectDN: b.subjectDn,
    userName: user[0]?.user_name ?? '',
    personName: user[0]?.person_name ?? '',
    roleCode: b.roleCode,
    notAfter: iso(b.notAfter),
    status: b.status,
    boundAt: iso(b.boundAt),
  };
}

/** Run a registration step; a refusal is logged outside the rolled-back transaction and reaches the client as 4xx. */
async function registering<T>(db: Db, now: number, userId: string, run: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (error) {
    if (error instanceof SigningRejectedError) await logSecurityEvent(db, now, userId, error.code, error.detail);
    throw error;
  }
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
      return Promise.all((await listCorpBindings(db, user.corpId)).map((b) => toView(db, b)));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/ukeys/bind',
    access: { role: ['ROLE_DIRECTOR'] },
    body: ukeyBindRequestSchema,
    response: ukeyBindingSchema,
    handler: async ({ db, session, clock, services, body }) => {
      const director = await requireUser(db, session);
      const role = currentRole(session);
      const now = clock.now();
      return registering(db, now, director.userId, async (tx) => {
        const reg = body.registration;
        const cert = parseCertificate(body.certDerB64);
        if (!cert) throw new SigningRejectedError('badCertificate', 'unparseable certificate');
        const bank = bankOfIssuer(cert.issuerDN);
        const claimsMatch = normalizeSerial(reg.ukeyNo) === cert.serialNorm && reg.issuerDN === cert.issuerDN && bank?.code === reg.ukeyBank;
        if (!bank || !claimsMatch) throw new SigningRejectedError('badCertificate', `claims differ from certificate ${cert.serialNorm}`);
        if (cert.notBefore > now || cert.notAfter <= now) throw new SigningRejectedError('certExpired', cert.serialNorm);
        if (cert.issuerDN === TEST_CA_NAME && !(await services.testCa.issued(cert.raw))) throw new SigningRejectedError('badCertificate', 'not issued by the test CA');
        const rule = ruleForSerial(cert.serialNorm);
        if (!rule || rule.certType !== cert.certType) throw new SigningRejectedError('badCertificate', 'key type differs from the rules');
        const target = await findUser(tx, { userName: body.userName });
        if (!target || target.corpId !== director.corpId || !target.roles.some((r) => r.code === body.roleCode)) throw fail.badRequest('用户或角色不存在');
        await consumeChallenge(tx, now, reg.original, { userId: director.userId, roleCode: role, businessType: REGISTRATION_CHALLENGE, businessIds: [director.userId], stateDigest: '-' });
        if (!verifySignature({ alg: rule.alg, spkiDer: cert.spkiDer, original: reg.original, signatureB64: reg.signature })) {
          throw new SigningRejectedError('badSignature', `registration ${cert.serialNorm}`);
        }
        const binding = await bindKey(tx, now, { corpId: target.corpId, userId: target.userId, roleCode: body.roleCode, cert, signAlg: rule.alg, bank: bank.code, ukeyCode: reg.ukeyCode, boundBy: director.userId });
        return toView(tx, binding);
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/ukeys/unbind',
    access: { role: ['ROLE_DIRECTOR'] },
    body: ukeyUnbindRequestSchema,
    response: z.boolean(),
    handler: async ({ db, session, body }) => {
      const director = await requireUser(db, session);
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ user_id: string; role_code: string }>(
          "UPDATE ukey_binding SET status = 'REVOKED' WHERE corp_id = $1 AND serial_norm = $2 AND status = 'ACTIVE' RETURNING user_id, role_code",
          [director.corpId, normalizeSerial(body.ukeyNo)],
        );
        for (const r of rows) await tx.query("UPDATE user_role SET ukey_code_suffix = '' WHERE user_id = $1 AND role_code = $2", [r.user_id, r.role_code]);
        return rows.length > 0;
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v1/ukeys/soft/certificate',
    access: 'session',
    body: softCertRequestSchema,
    response: softCertResponseSchema,
    handler: async ({ db, session, clock, services, body }) => {
      const user = await requireUser(db, session);
      const role = currentRole(session);
      const now = clock.now();
      return registering(db, now, user.userId, async (tx) => {
        const spki = Buffer.from(body.spkiB64, 'base64');
        if (certTypeOfSpki(spki) !== body.certType) throw new SigningRejectedError('badCertificate', 'SPKI type differs from certType');
        // A soft key binds to the caller's own current role: first key of the role, or a director replacing theirs.
        const active = await tx.query("SELECT 1 FROM ukey_binding WHERE user_id = $1 AND role_code = $2 AND status = 'ACTIVE'", [user.userId, role]);
        if (active.length > 0 && role !== 'ROLE_DIRECTOR') throw fail.forbidden();
        await consumeChallenge(tx, now, body.original, { userId: user.userId, roleCode: role, businessType: REGISTRATION_CHALLENGE, businessIds: [user.userId], stateDigest: '-' });
        const alg = body.certType === 'SM2' ? 'SM3withSM2' : 'SHA1withRSA';
        if (!verifySignature({ alg, spkiDer: spki, original: body.original, signatureB64: body.proofB64 })) throw new SigningRejectedError('badSignature', 'proof of possession');
        const issued = await services.testCa.issue(spki, body.certType, `CN=${user.personName}, O=${user.corpName}, C=CN`, now);
        const cert = parseCertificate(issued.certDerB64);
        if (!cert) throw new Error('issued certificate does not parse');
        const ukeyCode = `SOFT${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
        await bindKey(tx, now, { corpId: user.corpId, userId: user.userId, roleCode: role, cert, signAlg: alg, bank: 'CCB', ukeyCode, boundBy: user.userId });
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
