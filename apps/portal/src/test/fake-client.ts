import { vi } from 'vitest';
import { UnauthorizedError } from '@scf/api';
import type { ApiClient } from '@scf/api';
import type { CorpInfo, GrantedMenuTree, Notice, PlatformConfig, UserInfo } from '@scf/api/contract';
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
}

/** The agreement text the fake server serves. */
export const AGREEMENT_TEXT_FIXTURE = { version: '2025-01', title: '供应链金融服务平台注册协议', paragraphs: ['第一条 服务内容。', '第四条 异议应在四十八（48）小时内提出。'] };

/**
 * A stand-in for the API client with the same surface, driven by an in-memory "server" so screens and the
 * session can be tested without HTTP. Only the calls the shell makes are implemented.
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
    ...overrides,
  };
  let onUnauthorized: ((returnTo: string) => void) | null = null;
  const unauthorized = () => {
    onUnauthorized?.(`${window.location.pathname}${window.location.search}`);
    return new UnauthorizedError('UNAUTHORIZED', '登录已失效', 401);
  };
  const whenLoggedIn = <T>(value: () => T) => vi.fn(async () => {
    if (!server.user) throw unauthorized();
    return value();
  });
  const client = {
    setToken: vi.fn(),
    auth: {
      token: whenLoggedIn(() => ({ accessToken: 't'.repeat(43), expiresIn: 43200 })),
      userInfo: whenLoggedIn(() => server.user!),
      grantedMenuTree: whenLoggedIn(() => server.menus),
      login: vi.fn(async (username: string, password: string) => {
        if (password !== server.password) throw new Error('用户名或密码错误');
        server.user = { ...operatorUser, userName: username };
      }),
      logout: vi.fn(async () => {
        server.user = null;
      }),
      switchRole: vi.fn(async (roleCode: string) => {
        const role = server.corp.roles.find((r) => r.code === roleCode)!;
        server.corp = { ...server.corp, currentRole: role };
        server.menus = server.menusByRole[roleCode] ?? server.menus;
      }),
    },
    corp: { userInfo: whenLoggedIn(() => server.corp) },
    config: {
      platform: vi.fn(async () => {
        if (server.platform instanceof Error) throw server.platform;
        return server.platform;
      }),
      customerService: vi.fn(async () => ({ enabled: false, qrCodeUrl: '', baseUrl: '', appId: '' })),
    },
    messages: { unreadCount: whenLoggedIn(() => 3) },
    holidays: { currentYear: whenLoggedIn(() => ['2025-10-01']) },
    dict: { listByTypes: whenLoggedIn(() => ({ PRODUCT_TYPE: [{ dictLabel: '支付通', dictValue: 'VOUCHER' }] })) },
    agreement: {
      exists: whenLoggedIn(() => {
        if (server.agreementSigned instanceof Error) throw server.agreementSigned;
        return server.agreementSigned;
      }),
      text: whenLoggedIn(() => AGREEMENT_TEXT_FIXTURE),
      create: whenLoggedIn(() => {
        server.agreementSigned = true;
      }),
    },
    ca: { mandatoryReauth: whenLoggedIn(() => server.reauthRequired) },
    notices: {
      releaseList: whenLoggedIn(() => server.popupNotices),
      markRead: whenLoggedIn((): void => undefined),
      page: vi.fn(async ({ pageNo, pageSize }: { pageNo: number; pageSize: number }) => {
        if (!server.user) throw unauthorized();
        const list = server.notices.slice((pageNo - 1) * pageSize, pageNo * pageSize);
        return { list, pageCond: { pageNo, pageSize, count: server.notices.length } };
      }),
    },
  };
  return {
    server,
    client: client as unknown as ApiClient & typeof client,
    /** Wire the client's 401 callback the way createClient's `onUnauthorized` is. */
    setOnUnauthorized(handler: (returnTo: string) => void) {
      onUnauthorized = handler;
    },
  };
}
