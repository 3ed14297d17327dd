import { describe, expect, it } from 'vitest';
import { appNoSchema, babLineNoSchema, creditNoSchema, pondAssetNoSchema, pondNoSchema, receiptNoSchema } from '@scf/api/contract';
import { nextAppNo } from '../../src/modules/applications';
import { nextNumber } from '../../src/modules/bank/bank.repo';
import { nextCreditNo } from '../../src/modules/credits/credit-numbers';
import { nextBabLineNo } from '../../src/modules/discount/bills.repo';
import { nextLoanNo as nextEdtLoanNo } from '../../src/modules/edt/edt-finance.repo';
import { nextLineId } from '../../src/modules/edt/edt-line.repo';
import { nextOrderIds } from '../../src/modules/edt/edt-order.repo';
import { nextLoanNo } from '../../src/modules/finance/finance.repo';
import { nextAssetNo, nextPondNo } from '../../src/modules/pond/pond.repo';
import { nextRegNo } from '../../src/modules/register/register.repo';
import { paddedNextval, serialOf } from '../../src/platform/db/serial-number';
import type { Queryable } from '../../src/platform/db/db';
import { useTestServer } from '../helpers/test-server';

// Issue 26 Low: numbers took the last six (eight) digits of a platform-wide sequence, so the millionth-and-first number
// of a series repeated the first one of its day and its insert failed with a 500; lpad in SQL truncated the same way.
const server = useTestServer();
const DAY = '2025-06-16';

/** Set a sequence so that its next value is `next`, then draw two numbers with `make`. */
async function atBoundary(sequence: string, next: number, make: (q: Queryable) => Promise<string>): Promise<[string, string]> {
  await server.db.query('SELECT setval($1, $2)', [sequence, next - 1]);
  return [await make(server.db), await make(server.db)];
}

describe('issue 26 Low: series numbers grow a digit instead of wrapping', () => {
  it('gives 999,999 and 1,000,000 distinct, well-formed numbers in every six-digit series, each the contract accepts', async () => {
    const six: Array<[string, (q: Queryable) => Promise<string>, string, { safeParse: (v: string) => { success: boolean } } | RegExp]> = [
      ['app_no_seq', (q) => nextAppNo(q, 'TRANSFER', DAY), 'TRF', appNoSchema],
      ['loan_no_seq', (q) => nextLoanNo(q, DAY), 'LN', /^LN\d{14,}$/],
      ['loan_no_seq', (q) => nextEdtLoanNo(q, DAY), 'LN', /^LN\d{14,}$/],
      ['edt_order_seq', async (q) => (await nextOrderIds(q, DAY, 1))[0]!, 'EO', /^EO\d{14,}$/],
      ['edt_line_seq', (q) => nextLineId(q, DAY), 'LE', /^LE\d{1,24}$/],
      ['pond_seq', (q) => nextPondNo(q, DAY), 'PND', pondNoSchema],
      ['pond_receivable_seq', (q) => nextAssetNo(q, DAY), 'PRC', pondAssetNoSchema],
      ['registration_no_seq', (q) => nextRegNo(q, DAY), 'REG', /^REG\d{14,}$/],
      ['bab_line_no_seq', (q) => nextBabLineNo(q, DAY), 'BIL', babLineNoSchema],
    ];
    for (const [sequence, make, prefix, accepts] of six) {
      const [last, next] = await atBoundary(sequence, 999_999, make);
      expect([sequence, last, next]).toEqual([sequence, `${prefix}20250616999999`, `${prefix}202506161000000`]);
      // The wrap made 1,000,000 read as 000000: the first number of the series.
      expect(next).not.toBe(serialOf(prefix, DAY, 0));
      for (const no of [last, next]) {
        const ok = accepts instanceof RegExp ? accepts.test(no) : accepts.safeParse(no).success;
        expect([no, ok]).toEqual([no, true]);
      }
    }
  });

  it('gives 99,999,999 and 100,000,000 distinct, well-formed numbers in the eight-digit series (credits, receipts, bank serials)', async () => {
    expect(await atBoundary('credit_no_seq', 99_999_999, (q) => nextCreditNo(q, 'CREDIT', DAY))).toEqual(['XG2025061699999999', 'XG20250616100000000']);
    const receipts = await atBoundary('receipt_no_seq', 99_999_999, (q) => nextNumber(q, 'receipt', DAY));
    expect(receipts).toEqual(['HD2025061699999999', 'HD20250616100000000']);
    expect(await atBoundary('sim_bank_serial_seq', 99_999_999, (q) => nextNumber(q, 'serial', DAY))).toEqual(['CCB2025061699999999', 'CCB20250616100000000']);
    expect(creditNoSchema.safeParse('XG20250616100000000').success).toBe(true);
    expect(receipts.map((r) => receiptNoSchema.safeParse(r).success)).toEqual([true, true]);
  });

  it('pads in SQL without truncating: 1,000,000 is not read as 100000', async () => {
    await server.db.query("SELECT setval('counterparty_request_seq', 999999)");
    const [row] = await server.db.query<{ no: string }>(`SELECT 'CPR' || ${paddedNextval('counterparty_request_seq', 6)} AS no`);
    expect(row?.no).toBe('CPR1000000');
    await server.db.query("SELECT setval('trade_doc_seq', 99999999)");
    const [doc] = await server.db.query<{ no: string }>(`SELECT 'IV' || ${paddedNextval('trade_doc_seq', 8)} AS no`);
    expect(doc?.no).toBe('IV100000000');
  });

  it('the database stores the longer numbers: every series check takes six (eight) digits or more', async () => {
    const checks: Array<[string, string, string]> = [
      ['edt_order', 'order_id', 'EO202506161000000'],
      ['edt_loan', 'loan_no', 'LN202506161000000'],
      ['bill_package', 'line_no', 'BIL202506161000000'],
      ['bab_issue_line', 'line_no', 'BIL202506161000000'],
      ['abs_receivable', 'receivable_no', 'ABR202506161000000'],
      ['abs_pool_batch', 'batch_no', 'PIB202506161000000'],
      ['pond', 'pond_no', 'PND202506161000000'],
      ['pond_receivable', 'pr_no', 'PRC202506161000000'],
      ['sim_bank_txn', 'bank_serial', 'CCB20250616100000000'],
      ['receipt', 'receipt_no', 'HD20250616100000000'],
    ];
    for (const [table, column, longer] of checks) {
      const [c] = await server.db.query<{ def: string }>(
        'SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = $1 AND conrelid = $2::regclass',
        [`${table}_${column}_check`, table],
      );
      const regex = /'(\^[^']+)'/.exec(c?.def ?? '')?.[1] ?? '';
      const [m] = await server.db.query<{ longer: boolean; shorter: boolean; wrong: boolean }>(
        'SELECT $1 ~ $4 AS longer, $2 ~ $4 AS shorter, $3 ~ $4 AS wrong',
        [longer, longer.slice(0, -1), `X${longer}`, regex],
      );
      // The six (eight) digits of the first numbers still pass; a number with too few digits or another prefix does not.
      expect([table, m]).toEqual([table, { longer: true, shorter: true, wrong: false }]);
      const [tooShort] = await server.db.query<{ ok: boolean }>('SELECT $1 ~ $2 AS ok', [longer.slice(0, -2), regex]);
      expect([table, tooShort?.ok]).toEqual([table, false]);
    }
  });
});
