import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@scf/api';
import { SHELL_CHECK_MESSAGES } from './shell-check-messages';
import { checkAgreement, checkReauth, signAgreement } from './shell-check-calls';
import type { AgreementText } from './shell-check-calls';
import { checksReauthOn } from './reauth-paths';

export type ShellCheckPhase = { name: 'checking' } | { name: 'agreement'; text: AgreementText; signing: boolean } | { name: 'reauth' } | { name: 'done' };

export interface ShellCheckOptions {
  client: ApiClient;
  /** The current app path (below /cv3): some pages re-check the real-name re-authentication. */
  path: string;
  notify: { success(message: string): void; error(message: string): void };
  /** Once, when the checks after login are through: the notices may pop up now. */
  onSettled: () => void;
}

/**
 * Spec §4 checks after login, in order: the registration agreement (blocking), then the mandatory real-name
 * re-authentication; afterwards the re-authentication again on each visit to a listed page.
 */
export function useShellChecks({ client, path, notify, onSettled }: ShellCheckOptions) {
  const [phase, setPhase] = useState<ShellCheckPhase>({ name: 'checking' });
  const latest = useRef({ path, notify, onSettled });
  latest.current = { path, notify, onSettled };
  // The page last seen once the checks were through: a re-check runs on arriving at a listed page, not on re-renders.
  const seenPath = useRef<string | null>(null);
  const settled = useRef(false);

  const settle = useCallback(() => {
    setPhase({ name: 'done' });
    if (settled.current) return;
    settled.current = true;
    latest.current.onSettled();
  }, []);

  const afterAgreement = useCallback(async () => {
    seenPath.current = latest.current.path;
    if (await checkReauth(client)) setPhase({ name: 'reauth' });
    else settle();
  }, [client, settle]);

  useEffect(() => {
    let live = true;
    void checkAgreement(client).then((status) => {
      if (!live) return;
      if (status.kind === 'unsigned') return setPhase({ name: 'agreement', text: status.text, signing: false });
      // A failed status check is reported, not treated as unsigned: the user keeps working (and is asked next time).
      if (status.kind === 'failed') latest.current.notify.error(status.message);
      void afterAgreement();
    });
    return () => {
      live = false;
    };
  }, [client, afterAgreement]);

  const done = phase.name === 'done';
  useEffect(() => {
    if (!done) return;
    const previous = seenPath.current;
    seenPath.current = path;
    if (previous === path || !checksReauthOn(path)) return;
    let live = true;
    void checkReauth(client).then((required) => {
      if (live && required) setPhase({ name: 'reauth' });
    });
    return () => {
      live = false;
    };
  }, [client, done, path]);

  const agree = useCallback(async () => {
    if (phase.name !== 'agreement' || phase.signing) return;
    setPhase({ ...phase, signing: true });
    const failure = await signAgreement(client);
    if (failure) {
      latest.current.notify.error(failure);
      return setPhase({ ...phase, signing: false });
    }
    latest.current.notify.success(SHELL_CHECK_MESSAGES.agreementSigned);
    void afterAgreement();
  }, [client, phase, afterAgreement]);

  // The user chose the real-name page: settled for now (that page is not a listed one; the next listed one asks again).
  // The page the modal covered counts as seen, so settling on it before the navigation lands does not ask again.
  const leaveForRealname = useCallback(() => {
    seenPath.current = latest.current.path;
    settle();
  }, [settle]);
  return { phase, agree, leaveForRealname };
}
