import type { LoginCaptcha } from '@scf/api';
import { createContext } from 'react';
import type { LoadedSession } from '@scf/api';

/** The session of spec §3 once user info, corp info and menus loaded (`loadSession` of @scf/api). */
export type { LoadedSession };

/** What the guard knows about the session when it decides. */
export type SessionStatus = 'loading' | 'anonymous' | 'authenticated' | 'error';

export interface RoleInfo {
  /** Current role code, null for ROLE_CORP_DEFAULT or no authorities (spec §4). */
  currentRole: string | null;
  canSwitch: boolean;
  roles: { code: string; label: string }[];
  label: string;
}

/**
 * Who is signed in and what they may do (spec §3 session state, §4, §6): the auth half of the session. Platform
 * settings, dictionaries, holidays and the screen size are separate hooks, so a window resize or a dictionary
 * answer re-renders only their readers.
 */
export interface AuthValue {
  status: SessionStatus;
  /** Message of the failed session load (spec §5: the first failing message). */
  error: string | null;
  session: LoadedSession | null;
  /** Granted menu paths (spec §2 guard). */
  permissions: ReadonlySet<string>;
  /** Element permission codes (spec §6). */
  menuPerms: ReadonlySet<string>;
  role: RoleInfo;
  /** The home page of the current corporation type and role (domain.md §12). */
  homePath: string | null;
  /** `captcha`: the 图形验证码 the server asked for (CAPTCHA_REQUIRED) after many failed logins from this address. */
  login(username: string, password: string, captcha?: LoginCaptcha): Promise<LoadedSession>;
  reload(): Promise<LoadedSession | null>;
  switchRole(roleCode: string): Promise<void>;
  logout(): Promise<void>;
  /**
   * True from the moment a logout starts until the next session: what belongs to the signed-in user (the dialogs after
   * login) starts nothing more, so no read of the ending session is sent while the server ends it.
   */
  endingSession: boolean;
}

export const AuthContext = createContext<AuthValue | null>(null);
