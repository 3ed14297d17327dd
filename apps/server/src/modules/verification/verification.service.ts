import { randomBytes } from 'node:crypto';
import type { Verification } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { ApiError } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { maskCorpName, maskPersonName } from './mask';
import { codeFor, findCode } from './verification.repo';
import type { VerifiableDocument } from './verification.repo';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 16 characters from 80 random bits: not to be guessed, and short enough to type from paper. */
function newCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 0; i < 16; i++) {
    out = `${CROCKFORD[Number(bits & 31n)] ?? ''}${out}`;
    bits >>= 5n;
  }
  return out;
}

/**
 * The 验证码 of a document the platform issues (issue 26 item 10): one per document type, number and exact bytes, so
 * the same slip read twice has one code and a changed one a new code. Receipts and documents of later work register
 * theirs here too.
 */
export const registerCode = (q: Queryable, doc: VerifiableDocument, now: number): Promise<string> => codeFor(q, newCode(), doc, now);

export const verifyCodeInvalid = () => new ApiError(200, 'VERIFY_CODE_INVALID', '验证码无效');

/** What a code certifies, for anyone (no login): the parties and the signer masked. */
export async function verifyCode(q: Queryable, code: string): Promise<Verification> {
  const row = await findCode(q, code);
  if (!row) throw verifyCodeInvalid();
  return {
    code: row.code,
    docType: row.docType,
    docNo: row.docNo,
    amount: row.amountFen === null ? null : fenToDecimal(row.amountFen),
    parties: row.parties.map((p) => ({ role: p.role, name: maskCorpName(p.name) })),
    signer: row.signer === null ? null : maskSigner(row.signer),
    signedAt: row.signedAt === null ? null : new Date(row.signedAt).toISOString(),
    docHash: row.docHash,
    issuedAt: new Date(row.createdAt).toISOString(),
  };
}

/** A signer is stored as `person|corporation|serial`: the person and corporation masked, the serial whole. */
export const signerOf = (person: string, corp: string, serial: string) => `${person}|${corp}|${serial}`;

function maskSigner(signer: string): string {
  const [person = '', corp = '', serial = ''] = signer.split('|');
  return `${maskPersonName(person)}（${maskCorpName(corp)}，证书序列号 ${serial}）`;
}
