import { createElement } from 'react';
import type { ComponentType } from 'react';
import { useAuth } from '../../lib/auth';

/** A screen's module, loaded when its route is first visited: one chunk per screen (or per group of screens). */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

/** Route path (spec §2 catalogue) → the module of its screen. Each area has one (app/screens/<area>.ts). */
export type ScreenRegistry = Readonly<Record<string, ScreenModule>>;

/** A screen that signs with the key: its chunk brings the signing provider and dialog (lib/signing) with it. */
export const signing =
  (load: ScreenModule): ScreenModule =>
  async () => {
    const [{ default: Screen }, { PortalSigning }] = await Promise.all([load(), import('../../lib/signing')]);
    return { default: () => createElement(PortalSigning, null, createElement(Screen)) };
  };

/** One named export of a module that holds several screens (one chunk, one import site for all of them). */
export const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ScreenModule =>
  async () => ({ default: (await load())[name] as ComponentType });

/**
 * One route, two screens by the caller's role: `roles` get `load`, everyone else `otherwise`. Both chunks load with
 * the route, so a role switch on the same page needs no new import.
 */
export const byRole =
  (roles: readonly string[], load: ScreenModule, otherwise: ScreenModule): ScreenModule =>
  async () => {
    const [{ default: ForRoles }, { default: Otherwise }] = await Promise.all([load(), otherwise()]);
    return {
      default: function ByRole() {
        const role = useAuth().role?.currentRole ?? '';
        return createElement(roles.includes(role) ? ForRoles : Otherwise);
      },
    };
  };

/** The same screen for several routes (the role home pages share one). */
export const each = (paths: readonly string[], load: ScreenModule): Record<string, ScreenModule> => Object.fromEntries(paths.map((p) => [p, load]));

/** The routes of one area under its path prefix (each key is the rest of the path). */
export const under = (prefix: string, screens: Record<string, ScreenModule>): Record<string, ScreenModule> =>
  Object.fromEntries(Object.entries(screens).map(([path, load]) => [`${prefix}${path}`, load]));
