import { authEndpoints, registerEndpoints } from '@scf/api/contract';
import type { RegisterRequest } from '@scf/api/contract';
import { usccCheckChar } from '@scf/api/validators';
import type { CallResult, TestClient } from '../helpers/test-client';
import type { TestServerHandle } from '../helpers/test-server';

/** N1 of domain-lines.md §13.6 with its legal representative as administrator (the e2e's registration). */
export const N1 = {
  corpName: '徐州示例智能装备有限公司',
  uscc: '91320300MA1XN00011',
  adminName: '郑华',
  idCard: '320303198805120015',
  mobile: '13912340011',
  loginName: 'n1_admin',
  password: 'Reg@2025abc',
};
export type Registration = typeof N1;
export const ALL_AGREEMENTS: RegisterRequest['agreements'] = ['PLATFORM_SERVICE', 'PRIVACY', 'DIGITAL_CERT'];

/** A well-formed USCC no seeded registry row holds (主体标识码 MA1XT + n): the registry "finds" it as typed. */
export function usccFor(n: number): string {
  const first17 = `91320300MA1XT${String(n).padStart(4, '0')}`;
  return first17 + usccCheckChar(first17);
}

/** A well-formed registration of a corporation the registry only finds, unique per `n` (code, name, mobile). */
export function other(n: number, change: Partial<Registration> = {}): Registration {
  return { ...N1, corpName: `测试示例${n}号有限公司`, uscc: usccFor(n), mobile: `1350000${String(n).padStart(4, '0')}`, loginName: `reg_user${n}`, ...change };
}

let nextIp = 1;
/** A caller from an address of its own (the server trusts one proxy hop), so per-client limits do not mix tests. */
export async function freshClient(server: TestServerHandle): Promise<{ c: TestClient; headers: Record<string, string> }> {
  const n = nextIp++;
  const c = server.client();
  await c.page();
  return { c, headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } };
}

/** The demo answer's code for the mobile (the server runs with the demo tools on). */
export async function registerCode(server: TestServerHandle, mobile: string): Promise<string> {
  const { c, headers } = await freshClient(server);
  const res = await c.callEndpoint(authEndpoints.smsCode, { body: { mobile, scene: 'REGISTER' } }, { headers });
  if (res.body.code !== '0') throw new Error(`sms ${mobile}: ${res.body.code} ${res.body.message}`);
  return (res.body.data as { demoCode: string }).demoCode;
}

/** POST /v1/register with the password encrypted and the given code; other fields as given (no validation here). */
export async function postRegistration(
  server: TestServerHandle,
  reg: Registration,
  smsCode: string,
  agreements: RegisterRequest['agreements'] = ALL_AGREEMENTS,
): Promise<CallResult> {
  const { c, headers } = await freshClient(server);
  const { kid, cipher } = await c.encryptPassword(reg.password);
  const body = { ...reg, password: cipher, kid, smsCode, agreements };
  return c.callEndpoint(registerEndpoints.register, { body }, { headers });
}

/** How many rows a registration would add: corporations, users, registrations, the agreement signed and the agreement records (协议管理). */
export async function footprint(server: TestServerHandle): Promise<Record<string, number>> {
  const n = async (table: string) => Number((await server.db.query<{ n: unknown }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);
  return {
    corp: await n('corp'),
    app_user: await n('app_user'),
    registration: await n('registration'),
    agreement_sign: await n('agreement_sign'),
    agreement_record: await n('agreement_record'),
  };
}
