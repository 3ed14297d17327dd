import { createHash } from 'node:crypto';
import { strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { RECEIPT_FILE_TAMPERED } from '@scf/api/contract';
import { SimBank } from '../../src/modules/bank';
import { receiptsZipSource } from '../../src/modules/exports/source-receipts-zip';
import type { SourceEnv } from '../../src/modules/exports/exports.source';
import type { Actor } from '../../src/platform/security/actor';
import { BUSINESS_DATE } from '../helpers/business-date';
import { useTestServer } from '../helpers/test-server';

// 批量回单 above 50 (domain-lines.md §16.7): the zip source the export job reads — every selected PDF re-hashed, in
// number order, then SHA256SUMS.csv; another corporation's receipt and a tampered file refuse the whole file.
const server = useTestServer();
const at = { businessDate: BUSINESS_DATE, now: Date.parse(`${BUSINESS_DATE}T03:04:05Z`) };
const env = (corpId: string): SourceEnv => ({ q: server.db, actor: { corpId } as Actor, businessDate: BUSINESS_DATE, now: at.now });
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/**
 * Receipts per selection: 51, the fewest above the 50 that 回单查询 zips at once (§16.7), so the selection is one only an
 * export job may take. Each is a transfer and a PDF rendered on first use (most of this file's time): more prove no more.
 */
const N = 51;

async function transfers(): Promise<{ pay: string[]; receive: string[] }> {
  const pay: string[] = [];
  const receive: string[] = [];
  for (let i = 0; i < N; i += 1) {
    const r = await server.db.transaction((tx) =>
      SimBank.transfer(tx, {
        ...at,
        fromAccountId: 'A-C1-SPECIAL',
        toAccountId: 'A-S1-ELEC',
        amountFen: BigInt(100 + i),
        purpose: 'FIN_REPAY',
        bizRef: `ZIP-${i}`,
      }),
    );
    pay.push(r.receiptNos.pay);
    receive.push(r.receiptNos.receive);
  }
  return { pay, receive };
}

async function drain(corpId: string, receiptNos: string[]) {
  const out: { name: string; bytes: Uint8Array }[] = [];
  for await (const e of receiptsZipSource.rows(env(corpId), { source: 'receipts-zip', filters: { receiptNos } })) out.push(e);
  return out;
}

describe('批量回单 through an export job: the receipts zip source', () => {
  let nos: { pay: string[]; receive: string[] };

  it(`counts and yields ${N} PDFs (rendered on the way, each matching its stored hash) and SHA256SUMS.csv`, async () => {
    nos = await transfers();
    const request = { source: 'receipts-zip' as const, filters: { receiptNos: [...nos.pay].reverse() } };
    expect(receiptsZipSource.access(request)).toEqual({ menu: '/my/account/receipt' });
    expect(receiptsZipSource.label).toBe('批量回单');
    expect(await receiptsZipSource.count(env('C1'), request)).toBe(N + 1);
    const sorted = [...nos.pay].sort();
    expect(receiptsZipSource.describe(request)).toBe(`回单：${N}张（${sorted[0]} 至 ${sorted[N - 1]}）`);
    const entries = await drain('C1', request.filters.receiptNos);
    expect(entries.map((e) => e.name)).toEqual([...sorted.map((n) => `电子回单-${n}.pdf`), 'SHA256SUMS.csv']);
    const stored = await server.db.query<{ receipt_no: string; file_sha256: string }>(
      'SELECT receipt_no, file_sha256 FROM receipt WHERE receipt_no = ANY($1::text[]) ORDER BY receipt_no',
      [sorted],
    );
    expect(stored).toHaveLength(N);
    for (const [i, row] of stored.entries()) expect(sha(entries[i]!.bytes)).toBe(row.file_sha256);
    expect(strFromU8(entries[N]!.bytes).trim().split('\n')).toEqual(['回单编号,SHA-256', ...stored.map((r) => `${r.receipt_no},${r.file_sha256}`)]);
    expect(receiptsZipSource).toMatchObject({ output: 'zip', fileType: '批量回单', jobOnly: true });
  });

  it('refuses a selection with another corporation’s receipt, and a file whose bytes no longer match', async () => {
    const mixed = [...nos.pay.slice(0, N - 1), nos.receive[0]!];
    await expect(receiptsZipSource.count(env('C1'), { source: 'receipts-zip', filters: { receiptNos: mixed } })).rejects.toMatchObject({
      message: '回单不存在',
    });
    await server.db.query(
      `UPDATE stored_file SET content = overlay(content PLACING '\\x25'::bytea FROM 200 FOR 1)
        WHERE file_id = (SELECT file_id FROM receipt WHERE receipt_no = $1)`,
      [nos.pay[30]],
    );
    await expect(drain('C1', nos.pay)).rejects.toMatchObject({ message: RECEIPT_FILE_TAMPERED });
  });
});
