import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '@scf/api';
import { lazyScreen } from '../../../lib/chunk-load';
import { REALNAME_PATH } from '../api/reauth-paths';
import { useShellChecks } from '../api/use-shell-checks';
import { ShellCheckToasts } from './shell-check-toasts';
import type { ShellCheckNote } from './shell-check-toasts';

// Each dialog is fetched only when it opens: most logins need neither.
const AgreementDialog = lazyScreen(() => import('./agreement-dialog'));
const ReauthDialog = lazyScreen(() => import('./reauth-dialog'));

export interface ShellChecksProps {
  /** The current app path (below /cv3). */
  path: string;
  /** On the login and register pages nothing shows; the state waits until the user leaves them. */
  hidden: boolean;
  onLogout: () => void;
  /** The checks after login are through: the notices come next. */
  onSettled: () => void;
}

/** The post-login shell checks of spec §4: the registration agreement, then the real-name re-authentication. */
export default function ShellChecks({ path, hidden, onLogout, onSettled }: ShellChecksProps) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [notes, setNotes] = useState<readonly ShellCheckNote[]>([]);
  const notify = useMemo(() => {
    const add = (kind: ShellCheckNote['kind']) => (message: string) => setNotes((list) => [...list, { kind, message }]);
    return { success: add('success'), error: add('error') };
  }, []);
  const { phase, agree, leaveForRealname } = useShellChecks({ client, path, notify, onSettled });
  const dialog =
    phase.name === 'agreement' ? (
      <AgreementDialog text={phase.text} onAgree={() => void agree()} onDecline={onLogout} />
    ) : phase.name === 'reauth' ? (
      <ReauthDialog
        onRealname={() => {
          // Navigate first: settled on the page it came from (a listed one), the shell would check again and reopen.
          void navigate(REALNAME_PATH);
          leaveForRealname();
        }}
        onLogout={onLogout}
      />
    ) : null;
  return (
    <>
      {/* Kept while the dialogs are hidden: remounting would show the same messages again. */}
      {notes.length > 0 ? <ShellCheckToasts notes={notes} /> : null}
      {hidden ? null : <Suspense fallback={null}>{dialog}</Suspense>}
    </>
  );
}
