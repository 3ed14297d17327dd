import type { LinkPolicy } from '@scf/ui';

/**
 * External https hosts a notice may link to (security.md §1.5): the platform's own sites. Anything else, and
 * any same-origin path outside /cv3/, is not opened.
 */
export const NOTICE_LINK_HOSTS: readonly string[] = ['www.ccbscf.com', 'help.ccbscf.com'];

/** Where this page's notices may link to. */
export function noticeLinkPolicy(origin: string = window.location.origin): LinkPolicy {
  return { origin, allowedHosts: NOTICE_LINK_HOSTS, basePath: '/cv3/' };
}
