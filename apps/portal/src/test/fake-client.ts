import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import { ApiError, UnauthorizedError } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { ENDPOINT_MODULES, endpointKey } from '@scf/api/contract';
import { SURVEY_ANSWERED_MESSAGE, SURVEY_CODE } from '@scf/api/contract';
import type { AnyEndpoint, CorpInfo, CustomerServiceConfig, GrantedMenuTree, Message, Notice, PlatformConfig, Survey, UserInfo } from '@scf/api/contract';
import { coreCorp, operatorMenus, operatorUser } from './fixtures';

export interface FakeServer {
  /** null: not logged in (every session call answers 401). */
  user: UserInfo | null;
  corp: CorpInfo;
  menus: GrantedMenuTree;
  platform: PlatformConfig | Error;
  /** Password that logs in; anything else gets the server's message. */
  password: string;
  /** Menus per role code after a switch. */
  menusByRole: Record<string, GrantedMenuTree>;
  /** Registration agreement signed by the corporation; an Error fails the status check (spec §8). */
  agreementSigned: boolean | Error;
  /** Mandatory real-name re-authentication required (spec §4). */
  reauthRequired: boolean;
  /** Notices of the list page, newest first. */
  notices: Notice[];
  /** Notices to pop up after login (release/list). */
  popupNotices: Notice[];
  /** The platform's name in the parameter record (loadValueConfig): the logo's alt text. */
  platformName: string;
  /** The user's messages, newest first; when absent the unread count is 3 and the lists are empty. */
  messages?: Message[];
  /** The caller's open todos (the todos endpoint's total; its rows are not needed by the shell); 0 when absent. */
  todoCount?: number;
  /** The open survey (问卷调查); null when none is open. */
  survey: Survey | null;
  /** The customer-service config (在线客服, 公众号); the service is off when absent. */
  customerService?: CustomerServiceConfig;
}

/** The agreement text the fake server serves. */
export const AGREEMENT_TEXT_FIXTURE = {
  version: '2025-01',
  title: '供应链金融服务平台注册协议',
  paragraphs: ['第一条 服务内容。', '第四条 异议应在四十八（48）小时内提出。'],
};

// The login flow encrypts the password with the server's key (RSA-OAEP SHA-256); the fake decrypts it to check it.
const RSA = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const decrypt = (cipher: string) =>
  privateDecrypt({ key: RSA.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(cipher, 'base64')).toString('utf8');

type Input = { params?: Record<string, string>; query?: Record<string, unknown>; body?: never };
type Handler = Mock<(input: Input) => Promise<unknown>>;

/**
 * A stand-in for the API client: `call(endpoint, input)` is answered by an in-memory "server", one handler per
 * contract endpoint (`fake.on.<module>.<name>`, the names of `@scf/api/contract`'s endpoint modules), so screens and
 * the session are tested without HTTP. A call to an endpoint without a handler fails the test loudly.
 */
export function fakeClient(overrides: Partial<FakeServer> = {}) {
  const server: FakeServer = {
    user: operatorUser,
    corp: coreCorp,
    menus: operatorMenus,
    platform: new Error('config unavailable'),
    password: 'Demo@2025a',
    menusByRole: {},
    // Every shell check passes by default: no dialog after login unless a test asks for one.
    agreementSigned: true,
    reauthRequired: false,
    notices: [],
    popupNotices: [],
    platformName: '建信融通供应链金融服务平台',
    survey: null,
    ...overrides,
  };
  let onUnauthorized: ((returnTo: string) => void) | null = null;
  const unauthorized = () => {
    onUnauthorized?.(`${window.location.pathname}${window.location.search}`);
    return new UnauthorizedError('UNAUTHORIZED', '登录已失效', 401);
  };
  const answer = (value: (input: Input) => unknown): Handler => vi.fn(async (input: Input) => value(input));
  const whenLoggedIn = (value: (input: Input) => unknown): Handler =>
    vi.fn(async (input: Input) => {
      if (!server.user) throw unauthorized();
      return value(input);
    });
  const body = <T>(input: Input) => input.body as unknown as T;

  const on = {
    auth: {
      publicKeys: answer(() => ({ kid: 'k1', publicKey: RSA.publicKey })),
      login: answer((input) => {
        const { username, password } = body<{ username: string; password: string }>(input);
        if (decrypt(password) !== server.password) throw new ApiError('BAD_CREDENTIALS', '用户名或密码错误', 200);
        server.user = { ...operatorUser, userName: username };
        return { userName: username, homePath: '/credit/core/index/operator' };
      }),
      token: whenLoggedIn(() => ({ accessToken: 't'.repeat(43), expiresIn: 43200 })),
      logout: answer(() => {
        server.user = null;
        return null;
      }),
      switchRole: whenLoggedIn((input) => {
        const { roleCode } = body<{ roleCode: string }>(input);
        const role = server.corp.roles.find((r) => r.code === roleCode)!;
        server.corp = { ...server.corp, currentRole: role };
        server.menus = server.menusByRole[roleCode] ?? server.menus;
        return server.corp;
      }),
      userInfo: whenLoggedIn(() => server.user!),
      corpInfo: whenLoggedIn(() => server.corp),
      grantedMenuTree: whenLoggedIn(() => server.menus),
    },
    config: {
      platform: answer(() => {
        if (server.platform instanceof Error) throw server.platform;
        return server.platform;
      }),
      customerService: answer(() => server.customerService ?? { enabled: false, qrCodeUrl: '', baseUrl: '', appId: '' }),
      // The shell reads only the platform's name from the parameter record.
      value: answer(() => ({ platformName: server.platformName })),
    },
    messages: {
      query: whenLoggedIn(() => {
        const unread = server.messages?.filter((m) => m.messageState === 'SENT');
        return { pageCond: { count: unread ? unread.length : 3 }, list: unread ?? [] };
      }),
      page: whenLoggedIn((input) => {
        const { page, size, filters } = body<{ page: number; size: number; filters?: { messageState?: string; messageType?: string } }>(input);
        const matching = (server.messages ?? []).filter(
          (m) => (!filters?.messageState || m.messageState === filters.messageState) && (!filters?.messageType || m.messageType === filters.messageType),
        );
        return { rows: matching.slice((page - 1) * size, page * size), total: matching.length };
      }),
      read: whenLoggedIn((input) => {
        const { messageIds } = body<{ messageIds: string[] }>(input);
        const hits = (server.messages ?? []).filter((m) => messageIds.includes(m.messageId) && m.messageState === 'SENT');
        server.messages = (server.messages ?? []).map((m) => (hits.includes(m) ? { ...m, messageState: 'READ' } : m));
        return { updated: hits.length };
      }),
      readAll: whenLoggedIn(() => {
        const updated = (server.messages ?? []).filter((m) => m.messageState === 'SENT').length;
        server.messages = (server.messages ?? []).map((m) => ({ ...m, messageState: 'READ' }));
        return { updated };
      }),
    },
    credits: { todos: whenLoggedIn(() => ({ rows: [], total: server.todoCount ?? 0 })) },
    survey: {
      current: whenLoggedIn(() => server.survey),
      submit: whenLoggedIn(() => {
        if (!server.survey) throw new ApiError(SURVEY_CODE.closed, '本次问卷已结束，感谢您的关注', 200);
        if (server.survey.answered) throw new ApiError(SURVEY_CODE.answered, SURVEY_ANSWERED_MESSAGE, 200);
        server.survey = { ...server.survey, answered: true };
        return { surveyId: server.survey.surveyId, submittedOn: '2025-06-16' };
      }),
    },
    reference: {
      holidays: whenLoggedIn(() => ['2025-10-01']),
      businessDate: whenLoggedIn(() => ({ businessDate: '2025-06-16' })),
      dicts: whenLoggedIn(() => ({ PRODUCT_TYPE: [{ dictLabel: '支付通', dictValue: 'VOUCHER' }] })),
    },
    agreement: {
      exists: whenLoggedIn(() => {
        if (server.agreementSigned instanceof Error) throw server.agreementSigned;
        return server.agreementSigned;
      }),
      text: whenLoggedIn(() => AGREEMENT_TEXT_FIXTURE),
      create: whenLoggedIn(() => {
        server.agreementSigned = true;
        return true;
      }),
    },
    shellChecks: { mandatoryAuth: whenLoggedIn(() => ({ checkResult: server.reauthRequired })) },
    notices: {
      releaseList: whenLoggedIn(() => server.popupNotices),
      read: whenLoggedIn(() => true),
      page: whenLoggedIn((input) => {
        const { page, size, filters } = body<{ page: number; size: number; filters?: { noticeTitle?: string } }>(input);
        const matching = server.notices.filter((n) => !filters?.noticeTitle || n.noticeTitle.includes(filters.noticeTitle));
        return { rows: matching.slice((page - 1) * size, page * size), total: matching.length };
      }),
    },
  };

  const byKey = new Map<string, Handler>();
  for (const [module, handlers] of Object.entries(on) as Array<[string, Record<string, Handler>]>) {
    for (const [name, handler] of Object.entries(handlers)) {
      const endpoint = ENDPOINT_MODULES[module]?.[name];
      if (!endpoint) throw new Error(`fake client: no endpoint ${module}.${name} in the contract`);
      byKey.set(endpointKey(endpoint), handler);
    }
  }

  const client = {
    setToken: vi.fn(),
    getToken: vi.fn(() => null),
    idle: vi.fn(async () => undefined),
    url: vi.fn((endpoint: AnyEndpoint) => endpoint.path),
    call: vi.fn(async (endpoint: AnyEndpoint, input: Input = {}) => {
      const handler = byKey.get(endpointKey(endpoint));
      if (!handler) throw new Error(`fake client: no handler for ${endpointKey(endpoint)}`);
      return handler(input);
    }),
  };
  return {
    server,
    on,
    client: client as unknown as ApiClient & typeof client,
    /** Wire the client's 401 callback the way createClient's `onUnauthorized` is. */
    setOnUnauthorized(handler: (returnTo: string) => void) {
      onUnauthorized = handler;
    },
  };
}
