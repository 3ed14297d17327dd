import { BASE_PATH, RETURN_PARAM, safeReturnAddress } from '@scf/api/contract';

export { RETURN_PARAM };

/**
 * The login address for a visit to `appPath` (below /cv3): the return address is the full `/cv3/...` path,
 * validated with the same rule the server and the API client use (security.md §1.5).
 */
export function loginWithReturn(appPath: string, search = '', hash = '', origin = window.location.origin): string {
  const safe = safeReturnAddress(`${BASE_PATH}${appPath}${search}${hash}`, origin);
  return safe ? `/login/login?${RETURN_PARAM}=${encodeURIComponent(safe)}` : '/login/login';
}

/**
 * Where to go after login: the validated return address as an app path (without /cv3), or null when the
 * parameter is missing or unsafe (then the role's home page is used).
 */
export function returnTargetOf(search: string, origin = window.location.origin): string | null {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  if (!raw) return null;
  const safe = safeReturnAddress(raw, origin);
  if (!safe?.startsWith(`${BASE_PATH}/`)) return null;
  return safe.slice(BASE_PATH.length);
}
