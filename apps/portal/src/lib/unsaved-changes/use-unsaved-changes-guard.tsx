import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@scf/ui';
import { tripOf } from '../return-trip';
import { LOGIN_PATH } from '../routing';

/** The question before leaving a form with changes not saved. */
export const UNSAVED_CHANGES_MESSAGE = '您有未保存的内容，确定离开吗？';

/**
 * Asks before a form with unsaved changes is left: an in-app navigation (a menu, the logo, the back button) waits
 * for 您有未保存的内容，确定离开吗？ and a reload or tab close gets the browser's own question. Render what it
 * returns (the question) in the form's screen:
 *
 * ```tsx
 * const leaveGuard = useUnsavedChangesGuard(formState.isDirty && !saved);
 * return <Page>{form}{leaveGuard}</Page>;
 * ```
 *
 * Clear `dirty` before navigating away after a save, or the save's own navigation asks too.
 */
export function useUnsavedChangesGuard(dirty: boolean): ReactNode {
  // Only a move to another page is leaving; a changed hash or the same URL again is not, nor a side trip that carries
  // the form's draft along and brings it back (新增融资资料 from 融资申请), nor the way to the login page: a logout (asked
  // already by 您即将退出登录) or an ended session, when the shell has signed out and could not show the question.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !tripOf(nextLocation.state) &&
      nextLocation.pathname !== LOGIN_PATH &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Browsers show their own text; preventDefault is what asks (returnValue for older Chromium).
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_CHANGES_MESSAGE}
      confirmText="离开"
      cancelText="留在此页"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
