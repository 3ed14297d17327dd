import { createContext } from 'react';
import type { LoadedSession } from '@scf/api';
import type { DictData, PlatformConfig, ProductCode } from '@scf/api/contract';
import type { ScreenSize, ThemeTokens } from '@scf/ui';
import type { SessionStatus } from '../guard/decide-access';

/** The session of spec §3 once user info, corp info and menus loaded (`loadSession` of @scf/api). */
export type { LoadedSession };

/** Platform settings the shell needs, from either config variant or the spec §8 default. */
export interface PlatformSettings {
  tempId: string;
  loginUrl: string;
  platformType: string;
  isOrgLogin: boolean;
}

export interface RoleInfo {
  /** Current role code, null for ROLE_CORP_DEFAULT or no authorities (spec §4). */
  currentRole: string | null;
  canSwitch: boolean;
  roles: { code: string; label: string }[];
  label: string;
}

export interface SessionValue {
  status: SessionStatus;
  /** Message of the failed session load (spec §5: the first failing message). */
  error: string | null;
  session: LoadedSession | null;
  /** Granted menu paths (spec §2 guard). */
  permissions: ReadonlySet<string>;
  menuPerms: ReadonlySet<string>;
  role: RoleInfo;
  platformConfig: PlatformConfig | null;
  platform: PlatformSettings;
  platformConfigFailed: boolean;
  tokens: ThemeTokens;
  products: ProductCode[];
  dicts: DictData;
  holidays: string[];
  screenSize: ScreenSize;
  /** The home page of the current corporation type and role (domain.md §12). */
  homePath: string | null;
  login(username: string, password: string): Promise<LoadedSession>;
  reload(): Promise<LoadedSession | null>;
  switchRole(roleCode: string): Promise<void>;
  logout(): Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);
