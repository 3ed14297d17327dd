import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { voucherDebitEndpoints } from '@scf/api/contract';
import { Descriptions, cssVar } from '@scf/ui';

const Short = styled.strong`
  color: ${cssVar('dangerColor')};
`;

/**
 * 覆盖率 of a 支付通 the caller holds (domain-lines.md §17.4 Readiness): the issuer's 还款专户 available balance ÷ Σ due on
 * its due date, from D−10 (before that, when it will show); below 100 % in the danger colour.
 */
export function DebitCoverage({ creditNo }: { creditNo: string }) {
  const { data } = useEndpoint(voucherDebitEndpoints.coverage, { query: { creditNo } });
  if (!data?.dueDate) return null;
  const c = data.coverage;
  const value = c === null ? '到期日前10日起显示' : c < 100 ? <Short>{c}%</Short> : <strong>{c}%</strong>;
  return (
    <Descriptions
      columns={3}
      items={[
        { label: '覆盖率', value },
        { label: '说明', value: '开立方还款专户可用余额 ÷ 同一到期日应扣总额，到期日自动代扣', span: 2 },
      ]}
    />
  );
}
