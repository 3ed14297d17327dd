/** One line of the original text as the signer reads it. */
export interface OriginalField {
  label: string;
  value: string;
  /**
   * `amount` fields are shown in figures and 大写; `expiry` (an instant) in Beijing time with the time left;
   * `technical` ones (the challenge id, a nonce) only in the exact text (签名原文), not among the fields read.
   */
  kind: 'amount' | 'text' | 'expiry' | 'technical';
}

/**
 * Labels for the English keys an original may carry. The server writes the original text (security.md §2.6:
 * challenge id, business ids, amounts, counterparties, expiry); this table only makes it readable.
 */
const LABELS: Record<string, string> = {
  challengeId: '签名编号',
  challenge: '签名编号',
  businessType: '业务类型',
  business: '业务类型',
  ids: '业务编号',
  businessIds: '业务编号',
  amount: '金额',
  totalAmount: '合计金额',
  payer: '付款方',
  payee: '收款方',
  holder: '持有方',
  counterparty: '交易对手',
  corpName: '企业名称',
  userName: '签名人',
  role: '角色',
  expiresAt: '有效期至',
  expiry: '有效期至',
  issuedAt: '生成时间',
  nonce: '随机数',
};

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const AMOUNT_KEY = /amount|金额/i;
const LINE = /^\s*([^:：=]{1,40}?)\s*[:：=]\s*(.*\S)\s*$/;
/** Ids the signer has no use for: they stay in the exact text the key signs. */
const TECHNICAL = new Set(['挑战编号', '签名编号', '随机数']);
/** An instant with its zone, as the server writes 有效期至 (`2026-11-28T23:46:43.006Z`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function kindOf(key: string, label: string, value: string): OriginalField['kind'] {
  if (TECHNICAL.has(label)) return 'technical';
  if (label === '有效期至' && INSTANT.test(value)) return 'expiry';
  return AMOUNT_KEY.test(key) && DECIMAL.test(value) ? 'amount' : 'text';
}

function field(key: string, raw: unknown): OriginalField {
  const value = Array.isArray(raw) ? raw.join('、') : typeof raw === 'object' && raw !== null ? JSON.stringify(raw) : String(raw);
  const label = LABELS[key] ?? key;
  return { label, value, kind: kindOf(key, label, value) };
}

/**
 * Reads an original text into labelled fields: a JSON object, or `标签：值` / `key=value` lines. Text that has
 * neither shape gives no fields (the dialog then shows the text alone). The exact text is always shown too:
 * these fields are a reading aid, the signature covers the text byte for byte.
 */
export function describeOriginal(original: string): OriginalField[] {
  const text = original.trim();
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.entries(parsed as Record<string, unknown>).map(([k, v]) => field(k, v));
      }
    } catch {
      // Not JSON after all: fall through to the line reader.
    }
  }
  const fields: OriginalField[] = [];
  for (const line of text.split(/\r?\n|[;；]/)) {
    const match = LINE.exec(line);
    if (match) fields.push(field(match[1]!, match[2]!));
  }
  return fields;
}
