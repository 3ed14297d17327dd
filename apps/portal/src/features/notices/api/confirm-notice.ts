import type { ApiClient } from '@scf/api';
import { noticeEndpoints } from '@scf/api/contract';
import type { Notice } from '@scf/api/contract';

/**
 * Spec §4 notice confirmation: an ejectFrequency '1' notice records the read, so it does not pop up again. A
 * failed record is not the user's problem: the notice simply shows again next time.
 */
export async function confirmNotice(client: ApiClient, notice: Pick<Notice, 'noticeId' | 'ejectFrequency'>): Promise<void> {
  if (notice.ejectFrequency !== '1') return;
  await client.call(noticeEndpoints.read, { body: { noticeId: notice.noticeId } }).catch(() => undefined);
}
