import { vi } from 'vitest';
import { UnauthorizedError } from '@scf/api';
import type { ApiClient } from '@scf/api';
import type { CorpInfo, GrantedMenuTree, PlatformConfig, UserInfo } from '@scf/api/contract';
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
}

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
