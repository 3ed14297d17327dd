/** 交易对手管理 demo data: the black-listed corporation and one request waiting for C1's confirmation. */
import type { Queryable } from '../platform/db/db';
import { insertListing } from '../modules/blacklist';
import { insertRequest } from '../modules/counterparties';

/** B1 may not issue, receive, transfer or finance credit (and so cannot become a counterparty). */
export const BLACKLISTED_CORP = 'B1';

export async function seedCounterparties(tx: Queryable, businessDate: string): Promise<void> {
  await insertListing(tx, BLACKLISTED_CORP, 'CREDIT', ['ISSUE', 'TRANSFER', 'FINANCE']);
  // S5 asks C1 to be its customer: c1_op finds it as 待确认 on a fresh start.
  await insertRequest(tx, {
    requesterCorpId: 'S5',
    targetCorpId: 'C1',
    relation: 'CUSTOMER',
    userId: 's5_op',
    on: businessDate,
    at: Date.parse(`${businessDate}T01:00:00Z`),
  });
}
