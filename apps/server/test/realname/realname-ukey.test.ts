import { describe, expect, it } from 'vitest';
import type { SigningDriver } from '@scf/signing';
import { createMemoryKeyStore, createSoftDriver, generateSoftKey, installSoftCertificate } from '@scf/signing/soft';
import { realnameEndpoints } from '@scf/api/contract';
import type { CertificateRegistration, Realname } from '@scf/api/contract';
import { REALNAME_MESSAGE as M } from '../../src/modules/realname/realname.messages';
import { parseCertificate } from '../../src/platform/signing/certificate';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { ok, refused } from '../credits/ledger-helpers';
import { signingFor } from '../signing/sdk-transport';
import { testBankCa } from '../signing/test-bank-ca';
import { realnameBreaks } from './realname-helpers';

const server = useTestServer();
const S6_USCC = '91320300MA1XC00164';
const S7_USCC = '91320300MA1XC00177';
const EXPIRED = { notBefore: new Date('2024-01-01T00:00:00Z'), notAfter: new Date('2025-03-01T00:00:00Z') };

/** A "hardware" Ukey of the tests' bank CA whose certificate names `subject`. */
async function bankKey(subject: string, validity?: typeof EXPIRED) {
  const store = createMemoryKeyStore();
  const driver: SigningDriver = createSoftDriver({ store });
  const key = await generateSoftKey(store, { certType: 'RSA' });
  const { certDerB64 } = await (await testBankCa()).issue(key.spkiB64, 'RSA', subject, validity);
  await installSoftCertificate(store, key.id, certDerB64, 'CCB5100077001');
  return { driver, certDerB64, serial: parseCertificate(certDerB64)!.serialNorm };
}
type BankKey = Awaited<ReturnType<typeof bankKey>>;

/** Ukey认证's request: the key registered by `admin` through the SDK (the admin's registration original signed). */
async function registered(admin: TestClient, key: BankKey) {
  const outcome = await signingFor(admin, [key.driver]).registerKey({ bankCode: 'CCB' });
  if (outcome.code !== 0) throw new Error(outcome.description.message);
  const registration: CertificateRegistration = outcome.registration;
  return { registration, certDerB64: key.certDerB64 };
}

async function presentKey(admin: TestClient, subject: string, validity?: typeof EXPIRED) {
  const key = await bankKey(subject, validity);
  return { key, body: await registered(admin, key), serial: key.serial };
}

const present = (c: TestClient, body: Awaited<ReturnType<typeof presentKey>>['body']) => c.callEndpoint(realnameEndpoints.ukey, { body });
const bindings = async (serial: string) =>
  server.db.query<{ corp_id: string; user_id: string; role_code: string; status: string }>(
    'SELECT corp_id, user_id, role_code, status FROM ukey_binding WHERE serial_norm = $1',
    [serial],
  );
const stateOf = async (corpId: string) =>
  (await server.db.query<{ realname_state: string }>('SELECT realname_state FROM corp WHERE corp_id = $1', [corpId]))[0]?.realname_state;

/** Ukey认证 (domain-lines.md §15.6): the subject holds the USCC, in force, no other corporation's; the key bound to the admin. */
describe('Ukey认证', () => {
  it('refuses a key whose subject lacks the USCC, an expired key and a non-admin, binding nothing and changing no state', async () => {
    const s6 = await server.login('s6_admin');
    const foreign = await presentKey(s6, `CN=唐磊, O=徐州示例电子科技有限公司, OU=${S7_USCC}, C=CN`);
    refused(await present(s6, foreign.body), M.ukeySubject);
    expect(await bindings(foreign.serial)).toEqual([]);
    const expired = await presentKey(s6, `CN=唐磊, OU=${S6_USCC}, C=CN`, EXPIRED);
    refused(await present(s6, expired.body), M.ukeyExpired);
    expect(await bindings(expired.serial)).toEqual([]);
    const s7op = await server.login('s7_op');
    const op = await presentKey(s7op, `CN=操作员, OU=${S7_USCC}, C=CN`);
    refused(await present(s7op, op.body), M.adminOnly);
    expect(await bindings(op.serial)).toEqual([]);
    expect(await stateOf('S6')).toBe('UNVERIFIED');
    expect(await stateOf('S7')).toBe('REAUTH_REQUIRED');
  });

  it('verifies S6 by a key whose subject holds its USCC: VERIFIED, method UKEY, the key bound to the admin; S7 may not reuse it', async () => {
    const s6 = await server.login('s6_admin');
    // One key naming both corporations: the second corporation's claim is refused as the key is S6's.
    const key = await presentKey(s6, `CN=唐磊, OU=${S6_USCC}, O=${S7_USCC}, C=CN`);
    const view = ok<Realname>(await present(s6, key.body));
    expect(view).toMatchObject({ state: 'VERIFIED', method: 'UKEY' });
    expect(view.records[0]).toMatchObject({ method: 'UKEY', result: 'VERIFIED' });
    const [admin] = await server.db.query<{ user_id: string }>("SELECT user_id FROM app_user WHERE user_name = 's6_admin'");
    expect(await bindings(key.serial)).toEqual([{ corp_id: 'S6', user_id: admin!.user_id, role_code: 'ROLE_ADMIN', status: 'ACTIVE' }]);
    expect(await realnameBreaks(server.db, 'S6')).toEqual([]);
    refused(await present(s6, (await presentKey(s6, `CN=唐磊, OU=${S6_USCC}, C=CN`)).body), M.verified);

    const s7 = await server.login('s7_admin');
    refused(await present(s7, await registered(s7, key.key)), M.ukeyOtherCorp);
    expect(await bindings(key.serial)).toHaveLength(1);
    expect(await stateOf('S7')).toBe('REAUTH_REQUIRED');
  });
});
