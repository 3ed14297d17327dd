// @scf/api/money: bigint fen and decimal strings (issue 4 adds interest and 大写).
export { FEN_PER_YUAN, fenToDecimal, formatFen, parseFen } from './fen';
