import { useState } from 'react';
import { checkNoticeLink, isExternalUrl, openInNewWindow } from '../safe-html/link-allow-list';
import type { LinkPolicy } from '../safe-html/link-allow-list';
import type { NoticePopupNotice } from './notice-popup';

/**
 * The notice button's link flow (security.md §1.5): decode once and allow-list; a same-origin /cv3/ link opens at
 * once, an allow-listed external host only after the "leaving the platform" confirm (step 6). `onDone` gets
 * whether a window was opened: false for no link, a refused link, or a cancelled confirm.
 */
export function useNoticeLink(notice: NoticePopupNotice, policy: LinkPolicy, onDone: (opened: boolean) => void) {
  const [leavingTo, setLeavingTo] = useState<URL | null>(null);
  const follow = () => {
    const url = notice.btnEffect === '1' ? checkNoticeLink(notice.link, policy) : null;
    if (!url) return onDone(false);
    if (isExternalUrl(url, policy)) return setLeavingTo(url);
    openInNewWindow(url);
    return onDone(true);
  };
  const answer = (proceed: boolean) => {
    if (proceed && leavingTo) openInNewWindow(leavingTo);
    setLeavingTo(null);
    onDone(proceed);
  };
  return { leavingTo, follow, answer };
}
