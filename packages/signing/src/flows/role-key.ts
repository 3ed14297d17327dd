import type { SigningErrorContext } from '../error-catalogue';

/** The key a flow signs with, as the session knows the current role's binding (spec §3 uKeyCodeSuffix). */
export interface RoleKey {
  /** Tail number of the key bound to the current role; empty = not bound. */
  uKeyCodeSuffix: string;
  roleName?: string;
  /** The person the key is bound to, as the session names the user: the signing dialog says who signs. */
  holderName?: string;
  /** Full serial of the bound certificate when the host knows it; compared exactly. */
  boundSerial?: string;
  /** Full printed number when the host knows it (a binding's ukeyCode): it picks the soft key that carries it. */
  ukeyCode?: string;
}

/** Who the Chinese messages speak about: the role's key tail number and role name (spec §9 Ukey tip). */
export function messageContext(role: RoleKey, minVersion: string | undefined): SigningErrorContext {
  return { uKeyCodeSuffix: role.uKeyCodeSuffix, roleName: role.roleName, minVersion };
}
