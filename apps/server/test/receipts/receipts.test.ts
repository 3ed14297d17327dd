import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { RECEIPT_BATCH_TOO_MANY, RECEIPT_FILE_TAMPERED, receiptEndpoints, verificationEndpoints } from '@scf/api/contract';
import type { Page, Receipt, ReceiptCheck, Verification } from '@scf/api/contract';
import { SimBank } from '../../src/modules/bank';
import { generatePendingReceipts } from '../../src/modules/receipts';
import { useTestServer } from '../helpers/test-server';
import { BUSINESS_DATE } from '../helpers/business-date';
import { ok } from '../credits/ledger-helpers';
import { pdfText } from './pdf-text';

// Issue 27 item 3 (domain-lines.md §16.7, §16.12 item 4): every transfer yields two receipts that become READY with a
// PDF printing every field, hashed at generation and re-checked at every download; the 验证码 answers 回单验真 and
// the public page; each corporation sees only its own receipts.
const server = useTestServer();
const at = { businessDate: BUSINESS_DATE, now: Date.parse(`${BUSINESS_DATE}T03:04:05Z`) };

async function transfer(amountFen: bigint, bizRef: string): Promise<{ pay: string; receive: string }> {
  const result = await server.db.transaction((tx) =>
    SimBank.transfer(tx, { ...at, fromAccountId: 'A-C1-SPECIAL', toAccountId: 'A-S1-ELEC', amountFen, purpose: 'FIN_REPAY', bizRef }),
  );
  return result.receiptNos;
}

async function list(user: string, filters: Record<string, string> = {}): Promise<Page<Receipt>> {
  const c = await server.login(user);
  return ok<Page<Receipt>>(await c.callEndpoint(receiptEndpoints.list, { body: { page: 1, size: 100, filters } }));
}

async function pdfOf(user: string, receiptNo: string) {
  const c = await server.login(user);
  return c.call('GET', `/v1/receipts/${receiptNo}/file`);
}

async function codeOf(receiptNo: string): Promise<string> {
  const [row] = await server.db.query<{ verify_code: string }>('SELECT verify_code FROM receipt WHERE receipt_no = $1', [receiptNo]);
  return row?.verify_code ?? '';
}

describe('回单 (issue 27 item 3)', () => {
  it('a transfer yields two receipts, GENERATING until the generator renders both READY with a PDF printing every field', async () => {
    const nos = await transfer(1_234_567_89n, 'FIN-RCPT-1');
    const before = await server.db.query<{ status: string }>('SELECT status FROM receipt WHERE receipt_no = ANY($1::text[])', [[nos.pay, nos.receive]]);
    expect(before.map((r) => r.status)).toEqual(['GENERATING', 'GENERATING']);
    expect(await generatePendingReceipts(server.db, at.now)).toBeGreaterThanOrEqual(2);
    const rows = await server.db.query<{ status: string; file_sha256: string; file_sm3: string; verify_code: string }>(
      'SELECT status, file_sha256, file_sm3, verify_code FROM receipt WHERE receipt_no = ANY($1::text[]) ORDER BY side',
      [[nos.pay, nos.receive]],
    );
    expect(rows.map((r) => r.status)).toEqual(['READY', 'READY']);
    for (const r of rows) {
      expect(r.file_sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(r.file_sm3).toMatch(/^[0-9a-f]{64}$/);
      expect(r.verify_code).toMatch(/^[0-9A-Z]{16}$/);
    }

    const res = await pdfOf('c1_op', nos.pay);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = new Uint8Array(res.res.rawPayload);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(rows.find((r) => r.verify_code === rows[0]?.verify_code)?.file_sha256);
    const text = await pdfText(bytes);
    for (const field of [
      '电子回单（模拟银行） 付款回单',
      `回单编号 ${nos.pay}`,
      `交易时间 ${BUSINESS_DATE} 11:04:05`,
      '付款人户名 徐州示例重工集团有限公司',
      '付款人账号 32050161360000000001',
      '付款人开户行 中国建设银行徐州分行营业部',
      '收款人户名 江苏示例精密锻造有限公司',
      '收款人账号 6217001360000011001',
      '金额（小写） ¥1,234,567.89',
      '金额（大写） 壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分',
      '用途 融资还款',
      '摘要 融资还款',
      '关联业务编号 FIN-RCPT-1',
      '银行流水号 CCB',
      '本回单可重复下载，内容以验证码核验为准',
    ])
      expect(text).toContain(field);
    const code = await codeOf(nos.pay);
    expect(text).toContain(`验证码 ${code.match(/.{4}/g)?.join('-')}`);
  });

  it('Σ receipt amounts per transfer = 2 × its amount; one receipt per side', async () => {
    const breaks = await server.db.query(
      `SELECT t.txn_id FROM sim_bank_txn t LEFT JOIN receipt r ON r.txn_id = t.txn_id GROUP BY t.txn_id, t.amount_fen
        HAVING coalesce(sum(r.amount_fen), 0) <> 2 * t.amount_fen OR count(DISTINCT r.side) <> 2`,
    );
    expect(breaks).toEqual([]);
    const [n] = await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM sim_bank_txn');
    expect(Number(n?.n)).toBeGreaterThanOrEqual(2);
  });

  it('a changed byte in the stored PDF is refused: 回单文件校验失败，请联系客服', async () => {
    const nos = await transfer(5_00n, 'FIN-RCPT-TAMPER');
    await generatePendingReceipts(server.db, at.now);
    expect((await pdfOf('c1_op', nos.pay)).status).toBe(200);
    await server.db.query(
      `UPDATE stored_file SET content = overlay(content PLACING '\\x25'::bytea FROM 200 FOR 1) WHERE file_id = (SELECT file_id FROM receipt WHERE receipt_no = $1)`,
      [nos.pay],
    );
    const refused = await pdfOf('c1_op', nos.pay);
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.res.payload)).toMatchObject({ message: RECEIPT_FILE_TAMPERED });
    const c = await server.login('c1_op');
    const batch = await c.call('GET', `/v1/receipts/batch?nos=${nos.pay}`);
    expect(JSON.parse(batch.res.payload)).toMatchObject({ message: RECEIPT_FILE_TAMPERED });
  });

  it('回单验真 answers the receipt of a real code and nothing for a made-up one; the public page answers the same code', async () => {
    const nos = await transfer(77_00n, 'FIN-RCPT-CODE');
    await generatePendingReceipts(server.db, at.now);
    const code = await codeOf(nos.receive);
    const s1 = await server.login('s1_op');
    const good = ok<ReceiptCheck>(await s1.callEndpoint(receiptEndpoints.check, { body: { code } }));
    expect(good).toMatchObject({ found: true, receiptNo: nos.receive, amount: '77.00', payerName: '徐州示例重工集团有限公司', payerAccountNo: '3205****0001' });
    const madeUp = ok<ReceiptCheck>(await s1.callEndpoint(receiptEndpoints.check, { body: { code: 'ABCD-EFGH-JKMN-PQRS' } }));
    expect(madeUp).toEqual({ found: false });
    const pub = ok<Verification>(await server.client().callEndpoint(verificationEndpoints.verify, { params: { code } }));
    const [row] = await server.db.query<{ file_sha256: string }>('SELECT file_sha256 FROM receipt WHERE receipt_no = $1', [nos.receive]);
    expect(pub).toMatchObject({ docType: '电子回单', docNo: nos.receive, amount: '77.00', docHash: row?.file_sha256 });
  });

  it('each corporation lists and opens only its own receipts, with the filters of §16.7', async () => {
    await transfer(99_00n, 'FIN-RCPT-SCOPE');
    await generatePendingReceipts(server.db, at.now);
    const c1 = await list('c1_op');
    expect(c1.rows.every((r) => r.side === 'PAY')).toBe(true);
    expect(c1.rows.find((r) => r.bizRef === 'FIN-RCPT-SCOPE')).toMatchObject({
      side: 'PAY',
      counterpartyAccountNo: '6217****1001',
      amount: '99.00',
      bizType: 'FIN_REPAY',
      status: 'READY',
    });
    const s1 = await list('s1_op', { bizRef: 'RCPT-SCOPE' });
    expect(s1.rows.map((r) => [r.side, r.amount])).toEqual([['RECEIVE', '99.00']]);
    const s2 = await list('s2_op');
    expect(s2.rows.map((r) => [r.bizType, r.side, r.amount])).toEqual([['CASH_PAY', 'RECEIVE', '150000.00']]);
    expect((await list('c2_op')).total).toBe(0);
    expect((await list('c1_op', { amountMin: '100', amountMax: '150000' })).rows.map((r) => r.amount)).toEqual(['150000.00']);
    expect((await list('c1_op', { bizType: 'CASH_PAY', side: 'RECEIVE' })).total).toBe(0);
    expect((await list('c1_op', { dateFrom: '2000-01-01', dateTo: '2000-12-31' })).total).toBe(0);
    // S1 cannot open C1's copy; C2's users have no receipts; the FI has the menu (§14A.7) and sees only its own side of
    // its own transfers (the seed's 放款 of FIN-B1).
    const pay = c1.rows.find((r) => r.bizRef === 'FIN-RCPT-SCOPE')?.receiptNo ?? '';
    expect((await pdfOf('s1_op', pay)).status).toBe(404);
    expect((await list('f1_cm')).rows.map((r) => [r.bizType, r.side])).toEqual([['FIN_DISBURSE', 'PAY']]);
  });

  it('批量下载 zips up to 50 of the corporation’s receipts and refuses more: 单次最多批量下载50张回单', async () => {
    const c1 = await list('c1_op', { side: 'PAY', bizType: 'FIN_REPAY' });
    const nos = c1.rows.slice(0, 2).map((r) => r.receiptNo);
    const client = await server.login('c1_op');
    const zip = await client.call('GET', `/v1/receipts/batch?nos=${nos.join(',')}`);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['SHA256SUMS.csv', ...nos.map((n) => `电子回单-${n}.pdf`)].sort());
    expect(strFromU8(files['SHA256SUMS.csv']!)).toContain(nos[0]);
    const many = Array.from({ length: 51 }, (_, i) => `HD${BUSINESS_DATE.replaceAll('-', '')}${String(90_000_000 + i)}`);
    const refused = await client.call('GET', `/v1/receipts/batch?nos=${many.join(',')}`);
    expect(JSON.stringify(JSON.parse(refused.res.payload))).toContain(RECEIPT_BATCH_TOO_MANY);
  });

  it('a FAILED receipt is regenerated by 重新生成 and becomes READY; a READY one is left as it is', async () => {
    const nos = await transfer(12_00n, 'FIN-RCPT-FAIL');
    await server.db.query("UPDATE receipt SET status = 'FAILED' WHERE receipt_no = $1", [nos.pay]);
    const c = await server.login('c1_op');
    const again = ok<Receipt>(await c.callEndpoint(receiptEndpoints.regenerate, { params: { receiptNo: nos.pay } }));
    expect(again.status).toBe('READY');
    const refused = await c.callEndpoint(receiptEndpoints.regenerate, { params: { receiptNo: nos.pay } });
    expect(refused.body.message).toBe('仅生成失败的回单可重新生成');
  });
});
