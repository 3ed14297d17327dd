import { parseFen } from './fen';
import { CAPITAL_LIMIT_FEN } from './limits';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const PLACE = ['', '拾', '佰', '仟'] as const;

/** The unit written after a non-zero group of four digits; the 万亿 group also needs 亿 when the 亿 group is zero. */
function groupUnit(group: number, lowerGroupZero: boolean): string {
  if (group === 1) return '万';
  if (group === 2) return '亿';
  if (group === 3) return lowerGroupZero ? '万亿' : '万';
  return '';
}

function yuanToCapital(yuan: string): string {
  const digits = yuan.replace(/^0+/, '');
  if (!digits) return '';
  let out = '';
  let zeroPending = false;
  for (let i = 0; i < digits.length; i++) {
    const position = digits.length - 1 - i;
    const digit = Number(digits[i]);
    if (digit === 0) {
      zeroPending = out.length > 0;
    } else {
      // PBoC: consecutive zeros inside the number are written as one 零.
      if (zeroPending) out += '零';
      out += DIGITS[digit]! + PLACE[position % 4]!;
      zeroPending = false;
    }
    if (position % 4 === 0 && position > 0) {
      const group = position / 4;
      const start = Math.max(0, i - 3);
      const groupDigits = digits.slice(start, i + 1);
      if (/[1-9]/.test(groupDigits)) {
        const lower = digits.slice(i + 1, i + 5);
        out += groupUnit(group, !/[1-9]/.test(lower));
        // A zero 万位/亿位 right before the group unit needs no 零 (PBoC rule 3 allows either; we omit).
        zeroPending = false;
      }
    }
  }
  return out + '元';
}

/**
 * The 大写 amount in the PBoC writing rules (《正确填写票据和结算凭证的基本规定》), no 人民币 prefix:
 * `1234.56` → 壹仟贰佰叁拾肆元伍角陆分, `10` → 壹拾元整, `1005.08` → 壹仟零伍元零捌分.
 * Where the rules allow a 零 or not (a zero 元位/万位/亿位 directly before a non-zero 角/仟), we leave it out;
 * a whole zero group inside the number is written as 零 (壹亿零伍仟元); after 角 no 整 is written.
 * @param amount a non-negative decimal string with at most two decimals, below 1e15
 */
export function toChineseCapital(amount: string): string {
  const fen = parseFen(amount);
  return fenToChineseCapital(fen);
}

/** {@link toChineseCapital} on bigint fen. */
export function fenToChineseCapital(fen: bigint): string {
  if (fen < 0n || fen >= CAPITAL_LIMIT_FEN) throw new RangeError(`大写 amount out of range: ${fen} fen`);
  const yuan = (fen / 100n).toString();
  const jiao = Number((fen / 10n) % 10n);
  const fenDigit = Number(fen % 10n);
  const head = yuanToCapital(yuan);
  if (jiao === 0 && fenDigit === 0) return `${head || '零元'}整`;
  let tail = '';
  if (jiao !== 0) tail += `${DIGITS[jiao]}角`;
  // 角 is zero but 分 is not: a 零 follows 元 (PBoC rule 4).
  else if (head) tail += '零';
  if (fenDigit !== 0) tail += `${DIGITS[fenDigit]}分`;
  return head + tail;
}
