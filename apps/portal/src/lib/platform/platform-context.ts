import { createContext } from 'react';
import type { PlatformConfig } from '@scf/api/contract';
import type { ThemeTokens } from '@scf/ui';

/** Platform settings the shell needs, from either config variant or the spec §8 default. */
export interface PlatformSettings {
  tempId: string;
  loginUrl: string;
  platformType: string;
  isOrgLogin: boolean;
}

/** The platform configuration of spec §3 and what derives from it: settings and theme tokens (spec §8 fallback). */
export interface PlatformValue {
  config: PlatformConfig | null;
  /** The config call failed: the spec §8 defaults apply and the product list is empty. */
  configFailed: boolean;
  settings: PlatformSettings;
  tokens: ThemeTokens;
}

export const PlatformContext = createContext<PlatformValue | null>(null);
