import { randomUUID } from 'node:crypto';
import { REGISTER_AGREEMENTS } from '@scf/api/contract';
import type { RegisterRequest, RegisterResult } from '@scf/api/contract';
import { registerFields } from '@scf/api/validators';
import type { RegisterFields } from '@scf/api/validators';
import { encryptAtRest } from '../../platform/security/field-cipher';
import { hashPassword } from '../../platform/security/password';
import { decryptField } from '../../platform/security/rsa-decrypt';
import type { ServerSecrets } from '../../platform/security/secrets';
import type { ServiceEnv } from '../../platform/service-env';
import { spendSmsCode } from '../auth';
import { lookupRegistry, registryStatusOk } from '../registry';
import { signRegisterAgreements } from './register.agreements';
import { REGISTER_MESSAGES as M, refuse } from './register.messages';
import { insertCorporation, lockRegistrationKeys, mobileTaken, nextRegNo, usccTaken, userNameTaken } from './register.repo';

export const REGISTER_SCENE = 'REGISTER';

/**
 * §15.1 check 2: the fields by the same schema as the form (`registerFields`), after the password is decrypted, and
 * every agreement ticked. The first failing field's message is the answer.
 */
export function checkRegistration(secrets: ServerSecrets, body: RegisterRequest): RegisterFields {
  const password = decryptField(secrets, body.kid, body.password);
  if (password === null) throw refuse('BAD_REQUEST', M.undecryptable);
  const parsed = registerFields.safeParse({ ...body, password });
  if (!parsed.success) throw refuse('INVALID_FIELD', parsed.error.issues[0]?.message ?? M.agreements);
  if (REGISTER_AGREEMENTS.some((a) => !body.agreements.includes(a))) throw refuse('INVALID_FIELD', M.agreements);
  return parsed.data;
}

/**
 * 注册 (domain-lines.md §15.1): the checks in the design's order, each with its refusal, then one transaction that
 * creates the chain member (UNVERIFIED), its administrator, the signed agreement and the `REG` record and spends the
 * code — or leaves nothing (a wrong code's count alone is kept, so five wrong tries void the code). Registrations of
 * one USCC or one login name are serialised by transaction-scoped locks; two of one mobile cannot both spend its code.
 * The per-client limit (check 1) is the route's.
 */
export async function register(env: ServiceEnv, secrets: ServerSecrets, body: RegisterRequest, clientIp: string): Promise<RegisterResult> {
  const form = checkRegistration(secrets, body);
  const passwordHash = await hashPassword(form.password);
  const idCardEnc = encryptAtRest(secrets.fieldKey, form.idCard);
  const outcome = await env.db.transaction(async (tx) => {
    if (!(await spendSmsCode(tx, { mobile: form.mobile, scene: REGISTER_SCENE, code: form.smsCode }, env.now))) return null;
    await lockRegistrationKeys(tx, form.uscc, form.loginName);
    if (await usccTaken(tx, form.uscc)) throw refuse('USCC_REGISTERED', M.usccTaken);
    if (await userNameTaken(tx, form.loginName)) throw refuse('USER_NAME_TAKEN', M.userNameTaken);
    if (await mobileTaken(tx, form.mobile)) throw refuse('MOBILE_TAKEN', M.mobileTaken);
    const entry = await lookupRegistry(tx, form.uscc, form.corpName);
    if (!entry) throw refuse('REGISTRY_NOT_FOUND', M.registryNotFound);
    if (entry.corpName !== form.corpName) throw refuse('REGISTRY_NAME_MISMATCH', M.registryName);
    if (!registryStatusOk(entry.status)) throw refuse('REGISTRY_STATUS', M.registryStatus);
    const regNo = await nextRegNo(tx, env.businessDate);
    const corpId = randomUUID();
    const userId = randomUUID();
    await insertCorporation(tx, {
      regNo,
      corpId,
      corpName: form.corpName,
      uscc: form.uscc,
      userId,
      loginName: form.loginName,
      adminName: form.adminName,
      mobile: form.mobile,
      passwordHash,
      idCardEnc,
      clientIp,
      now: env.now,
    });
    await signRegisterAgreements(tx, { corpId, corpName: form.corpName, userId, ip: clientIp }, env.now);
    return { regNo, corpName: form.corpName, loginName: form.loginName };
  });
  if (!outcome) throw refuse('SMS_CODE_INVALID', M.smsCode);
  return outcome;
}
