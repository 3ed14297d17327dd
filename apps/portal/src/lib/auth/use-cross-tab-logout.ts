import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { ApiClient } from '@scf/api';
import { listenForLogout, onOtherTabLogout } from './logout-broadcast';

/**
 * Another tab logged out: forget this tab's token and reload unless it shows the login page (spec §4).
 * Subscribed once per client: re-subscribing on every render would leave moments with no open channel, and a
 * logout sent then would go unheard.
 */
export function useCrossTabLogout(client: ApiClient, pathRef: RefObject<string>, reloadPage: () => void): void {
  const reloadRef = useRef(reloadPage);
  reloadRef.current = reloadPage;
  useEffect(
    () =>
      listenForLogout(() => {
        client.setToken(null);
        onOtherTabLogout(pathRef.current, () => reloadRef.current());
      }),
    [client, pathRef],
  );
}
