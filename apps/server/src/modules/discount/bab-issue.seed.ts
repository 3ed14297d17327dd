import { productPath } from '@scf/api/contract';
import { addCalendarDays, bankAcceptanceFigures, calendarDaysBetween, parseFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { insertApp, insertFlows, nextAppNo, openTodo, pendingOf, seededAppSteps, staffByCorpRole } from '../applications';
import { nextBabLineNo } from './bills.repo';
import * as repo from './bab-issue.repo';
import { LB1 } from './discount.seed';

/**
 * 银承出票 of the demo (domain-lines.md §13.12), dated as on 2025-06-16 and moved with the business date: BAB…03, C1's
 * application at F1 for one bill of 200 000.00 to S3 due 2025-12-16, 待复核 (c1_dir signs BAB_APPLY) — margin 60 000.00
 * and fee 100.00 to be paid at acceptance, LB1 frozen 140 000.00 (its exposure).
 */
const DEMO_DAY = '2025-06-16';

export const BAB_03 = { payee: 'S3', amount: '200000.00', due: '2025-12-16', contractNo: 'HT-C1-S3-2025-031', invoiceNos: ['25322000000031006518'] } as const;

export async function seedBabIssue(q: Queryable, businessDate: string): Promise<void> {
  const shift = (day: string): string => addCalendarDays(day, calendarDaysBetween(DEMO_DAY, businessDate));
  const day = shift(DEMO_DAY);
  const at = Date.parse(`${day}T01:30:00Z`);
  const amountFen = parseFen(BAB_03.amount);
  const f = bankAcceptanceFigures({ faceFen: amountFen, marginRatio: LB1.marginRatio, acceptFeeRate: LB1.acceptFeeRate });
  const appNo = await nextAppNo(q, 'BAB_ISSUE', day);
  await insertApp(
    q,
    {
      appNo,
      bizType: 'BAB_ISSUE',
      productType: 'DISCOUNT',
      applicantCorpId: LB1.corp,
      counterpartyCorpId: LB1.fi,
      issuerCorpId: null,
      lineId: null,
      subLimitId: null,
      amountFen,
      decision: null,
      reason: repo.lineCountText(1),
      comment: '',
      creatorUserId: 'c1_op',
      deciderUserId: null,
      businessDate: day,
      at,
    },
    'PENDING_REVIEW',
  );
  await repo.replaceLines(q, appNo, [
    {
      lineNo: await nextBabLineNo(q, day),
      payeeCorpId: BAB_03.payee,
      amountFen,
      dueDate: shift(BAB_03.due),
      splittable: true,
      notTransferable: false,
      contractNo: BAB_03.contractNo,
      invoiceNos: BAB_03.invoiceNos,
      ...f,
    },
  ]);
  await q.query('UPDATE bab_line SET frozen_fen = frozen_fen + $2 WHERE line_id = $1', [LB1.lineId, String(f.exposureFen)]);
  const staff = await staffByCorpRole(q);
  await insertFlows(
    q,
    seededAppSteps(
      { bizType: 'BAB_ISSUE', status: 'PENDING_REVIEW', businessDate: day, applicantCorpId: LB1.corp, counterpartyCorpId: LB1.fi, amountFen, creator: 'c1_op' },
      appNo,
      at,
      staff,
    ),
  );
  const work = pendingOf('BAB_ISSUE', 'PENDING_REVIEW');
  if (work)
    await openTodo(q, {
      corpId: LB1.corp,
      roleCode: work.role,
      bizType: 'BAB_ISSUE',
      title: work.title,
      appNo,
      creditNo: null,
      amountFen,
      path: productPath('DISCOUNT', work.path),
      at,
      businessDate: day,
    });
}
