import { styled } from 'styled-components';
import { fenToChineseCapital, formatFen } from '@scf/api/money';
import { cssVar } from '@scf/ui';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 24px;
  margin: 8px 0 16px;
  padding: 12px 16px;
  background: #f5f7fa;
  border-radius: 4px;
  strong {
    font-size: 18px;
    font-variant-numeric: tabular-nums;
  }
`;
const Capital = styled.span`
  color: ${cssVar('textSecondaryColor')};
`;

/** The batch total (the limit check is on it, domain.md §7.3) in figures and 大写. */
export function IssueTotal({ count, total }: { count: number; total: bigint }) {
  return (
    <Box role="status" aria-label="开立合计">
      <span>
        合计 {count} 笔，开立金额 <strong>{formatFen(total)}元</strong>
      </span>
      <Capital>大写：{fenToChineseCapital(total)}</Capital>
    </Box>
  );
}
