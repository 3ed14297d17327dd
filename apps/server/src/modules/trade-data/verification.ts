/**
 * Invoice 查验 (domain.md §8): the reference server's deterministic stand-in for the tax authority, and the five
 * checks. Pure: the service gathers the context (parties of the credit, the contract's period, what others occupy).
 */
import { VERIFY_REASON_LABEL } from '@scf/api/contract';
import type { VerifyCheckResult, VerifyStatus } from '@scf/api/contract';
import { formatFen } from '@scf/api/money';

/**
 * What the authority says of an invoice number: …0000 is unknown, …9999 voided, …8888 red-flushed (红冲), and …7777
 * is on record with other amounts (信息不符). Every other number is on record as entered.
 */
export type AuthorityRecord = 'FOUND' | 'NOT_FOUND' | 'VOIDED' | 'RED_FLUSHED' | 'MISMATCH';
export function authorityRecord(invoiceNumber: string): AuthorityRecord {
  if (invoiceNumber.endsWith('0000')) return 'NOT_FOUND';
  if (invoiceNumber.endsWith('9999')) return 'VOIDED';
  if (invoiceNumber.endsWith('8888')) return 'RED_FLUSHED';
  if (invoiceNumber.endsWith('7777')) return 'MISMATCH';
  return 'FOUND';
}

export interface Party {
  corpName: string;
  uscc: string;
}

export interface VerifyContext {
  invoice: { number: string; issueDate: string; totalFen: bigint; buyerTaxNo: string; sellerTaxNo: string };
  /** The uploader's corporation: without a credit, one side of the invoice must be it. */
  own: Party;
  /**
   * The sides the invoice must name when it backs a credit (check 3): the seller is the applicant, the buyer its
   * counterparty in the chain (the transferor, or the issuer for the first hop). Several credits: any one may match.
   */
  sides: ReadonlyArray<{ seller: Party; buyer: Party }>;
  /** The application date (the business date): no invoice from the future. */
  applicationDate: string;
  /** The periods of the contracts it goes with (check 5): the issue date within one of them. */
  contractPeriods: ReadonlyArray<{ contractNo: string; signDate: string; endDate: string }>;
  /** What the links of other packages hold of it (reserved or occupied) and what this one asks (check 4). */
  heldElsewhereFen: bigint;
  occupyFen: bigint;
}

export interface Verification {
  status: VerifyStatus;
  checks: VerifyCheckResult[];
}

function partyCheck(c: VerifyContext): VerifyCheckResult {
  const { buyerTaxNo, sellerTaxNo } = c.invoice;
  if (c.sides.length === 0) {
    const passed = buyerTaxNo === c.own.uscc || sellerTaxNo === c.own.uscc;
    return { check: 'PARTY', passed, message: passed ? '本企业为发票的交易一方' : `发票的购买方或销售方须为本企业（${c.own.corpName}）` };
  }
  if (c.sides.some((s) => s.seller.uscc === sellerTaxNo && s.buyer.uscc === buyerTaxNo))
    return { check: 'PARTY', passed: true, message: '销售方、购买方与凭证流转一致' };
  const first = c.sides[0]!;
  const message =
    first.seller.uscc !== sellerTaxNo
      ? `销售方须为${first.seller.corpName}（纳税人识别号${first.seller.uscc}）`
      : `购买方须为${first.buyer.corpName}（纳税人识别号${first.buyer.uscc}）`;
  return { check: 'PARTY', passed: false, message };
}

function dateCheck(c: VerifyContext): VerifyCheckResult {
  const { issueDate } = c.invoice;
  if (issueDate > c.applicationDate) return { check: 'DATE', passed: false, message: `开票日期不能晚于申请日期（${c.applicationDate}）` };
  if (c.contractPeriods.length > 0 && !c.contractPeriods.some((p) => p.signDate <= issueDate && issueDate <= p.endDate)) {
    const p = c.contractPeriods[0]!;
    return { check: 'DATE', passed: false, message: `开票日期须在合同${p.contractNo}的期限内（${p.signDate}至${p.endDate}）` };
  }
  return { check: 'DATE', passed: true, message: c.contractPeriods.length > 0 ? '开票日期在申请日期前且在合同期限内' : '开票日期不晚于申请日期' };
}

function reuseCheck(c: VerifyContext): VerifyCheckResult {
  const available = c.invoice.totalFen - c.heldElsewhereFen;
  const passed = c.occupyFen <= available && available > 0n;
  return {
    check: 'REUSE',
    passed,
    message: passed ? `可占用金额${formatFen(available)}元` : `可占用金额不足（可占用${formatFen(available > 0n ? available : 0n)}元）`,
  };
}

/**
 * The five checks and the state they add up to: the authority's answer first (NOT_FOUND, VOIDED, RED_FLUSHED,
 * MISMATCH), then the parties and the date (MISMATCH). Non-reuse is reported but is not a state of the invoice: an
 * invoice fully used by others is genuine, only not available; the package refuses it.
 */
export function verifyInvoice(c: VerifyContext): Verification {
  const record = authorityRecord(c.invoice.number);
  const found = record !== 'NOT_FOUND' && record !== 'MISMATCH';
  const authority: VerifyCheckResult = {
    check: 'AUTHORITY',
    passed: found,
    message: found ? '与税务机关记录一致' : record === 'NOT_FOUND' ? '税务机关查无此票' : '发票金额或日期与税务机关记录不符',
  };
  const clean = record !== 'VOIDED' && record !== 'RED_FLUSHED';
  const voidRed: VerifyCheckResult = {
    check: 'VOID_RED',
    passed: clean,
    message: clean ? '未作废、未红冲' : VERIFY_REASON_LABEL[record as 'VOIDED' | 'RED_FLUSHED'],
  };
  const checks = [authority, voidRed, partyCheck(c), reuseCheck(c), dateCheck(c)];
  let status: VerifyStatus = 'VERIFIED';
  if (record === 'NOT_FOUND' || record === 'VOIDED' || record === 'RED_FLUSHED' || record === 'MISMATCH') status = record;
  else if (checks.some((k) => !k.passed && (k.check === 'PARTY' || k.check === 'DATE'))) status = 'MISMATCH';
  return { status, checks };
}

/** 查验不通过 with its reason (or the first failed check's message for a mismatch). */
export function failureReason(v: Verification): string {
  if (v.status === 'VERIFIED' || v.status === 'UNVERIFIED') return '';
  const failed = v.checks.find((k) => !k.passed && k.check !== 'REUSE');
  return v.status === 'MISMATCH' && failed ? failed.message : VERIFY_REASON_LABEL[v.status];
}
