import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { vi } from 'vitest';
import { ApiError } from '@scf/api';
import { accountEndpoints, authEndpoints } from '@scf/api/contract';
import type { AccountProfile, AnyEndpoint } from '@scf/api/contract';
import { renderScreen, testAuth } from '../../../test/render-screen';
import AccountCentrePage from '../routes/account-centre-page';

const RSA = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
/** What the server would read from a field the page encrypted. */
export const decrypt = (cipher: string) =>
  privateDecrypt({ key: RSA.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(cipher, 'base64')).toString('utf8');

export const PROFILE: AccountProfile = {
  personName: '吴婷',
  userName: 's1_dir',
  mobile: '139****1102',
  corpName: '江苏示例精密锻造有限公司',
  currentRole: { code: 'ROLE_DIRECTOR', name: '主管' },
  roles: [{ code: 'ROLE_DIRECTOR', name: '主管' }],
  lastLoginAt: '2025-06-16T01:30:00.000Z',
  lastLoginDate: '2025-06-16',
  passwordChangedAt: null,
};

type Answer = unknown | ((body: Record<string, string>) => unknown);

/** 账户中心 with a stand-in server: each account endpoint answers data, an error to throw, or a function of the body. */
export function renderAccountPage(answers: Partial<Record<keyof typeof accountEndpoints, Answer>> = {}) {
  const byPath = new Map<string, Answer>([
    [authEndpoints.publicKeys.path, { kid: 'k1', publicKey: RSA.publicKey }],
    [accountEndpoints.profile.path, PROFILE],
    ...Object.entries(answers).map(([name, answer]) => [accountEndpoints[name as keyof typeof accountEndpoints].path, answer] as [string, Answer]),
  ]);
  const calls: Array<{ path: string; body: Record<string, string> }> = [];
  const client = {
    getToken: () => 't'.repeat(43),
    call: vi.fn(async (endpoint: AnyEndpoint, input: { body?: Record<string, string> } = {}) => {
      const body = input.body ?? {};
      calls.push({ path: endpoint.path, body });
      const answer = byPath.get(endpoint.path);
      if (answer === undefined) throw new Error(`no answer for ${endpoint.path}`);
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? (answer as (b: Record<string, string>) => unknown)(body) : answer;
    }),
  };
  const auth = testAuth({ userName: 's1_dir', personName: '吴婷', role: 'ROLE_DIRECTOR', roleLabel: '主管' });
  const view = renderScreen(AccountCentrePage, { at: '/my/person-center/info', client, auth });
  /** The bodies sent to one account endpoint, in order. */
  const sent = (name: keyof typeof accountEndpoints) => calls.filter((c) => c.path === accountEndpoints[name].path).map((c) => c.body);
  return { ...view, auth, sent };
}

export const refusal = (code: string, message: string) => new ApiError(code, message, 200);
