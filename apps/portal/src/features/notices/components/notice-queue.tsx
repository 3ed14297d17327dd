import { Suspense, useEffect, useState } from 'react';
import { useApiClient } from '@scf/api';
import { noticeEndpoints } from '@scf/api/contract';
import type { Notice } from '@scf/api/contract';
import { lazyScreen } from '../../../lib/chunk-load';
import { confirmNotice } from '../api/confirm-notice';

const NoticeDialog = lazyScreen(() => import('./notice-dialog'));

export interface NoticeQueueProps {
  /** On the login and register pages nothing shows. */
  hidden: boolean;
}

/**
 * The released notices after login (spec §3, §4), one after another. Confirming records the read of an
 * ejectFrequency '1' notice before the next one shows; closing moves on without recording it.
 */
export default function NoticeQueue({ hidden }: NoticeQueueProps) {
  const client = useApiClient();
  const [queue, setQueue] = useState<readonly Notice[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // Notices are a courtesy: when the list fails, the user just is not shown any.
    client.call(noticeEndpoints.releaseList).then(
      (list) => live && setQueue(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client]);

  const current = queue[0];
  if (hidden || !current) return null;
  const next = () => setQueue((list) => list.slice(1));
  return (
    <Suspense fallback={null}>
      <NoticeDialog
        key={current.noticeId}
        notice={current}
        onConfirm={() => {
          if (busy) return;
          setBusy(true);
          void confirmNotice(client, current).then(() => {
            setBusy(false);
            next();
          });
        }}
        onClose={next}
      />
    </Suspense>
  );
}
