import type { CorpInfo, GrantedMenuTree, UserInfo } from '../contract/schemas/session';
import type { ApiClient } from '../client/create-client';
import { authEndpoints } from '../contract/endpoints/auth';

export interface LoadedSession {
  userInfo: UserInfo;
  corpInfo: CorpInfo;
  menuTree: GrantedMenuTree;
}

/**
 * spec §5: the user-info load succeeds only if all three calls (`/uaa/v1/userInfo`, `/v1/userInfo`,
 * granted-menu-tree) return code '0'; otherwise it rejects with the first failing message. "First" is the
 * first in that order, not the first to arrive, so the message a user sees does not depend on timing.
 */
export async function loadSession(client: ApiClient): Promise<LoadedSession> {
  const [user, corp, menu] = await Promise.allSettled([
    client.call(authEndpoints.userInfo),
    client.call(authEndpoints.corpInfo),
    client.call(authEndpoints.grantedMenuTree),
  ]);
  for (const r of [user, corp, menu]) if (r.status === 'rejected') throw r.reason;
  if (user.status !== 'fulfilled' || corp.status !== 'fulfilled' || menu.status !== 'fulfilled') throw new Error('unreachable');
  return { userInfo: user.value, corpInfo: corp.value, menuTree: menu.value };
}
