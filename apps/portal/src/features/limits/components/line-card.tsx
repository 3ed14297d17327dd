import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { CreditLine } from '@scf/api/contract';
import { Card } from '@scf/ui';
import { SubLimitTable } from './sub-limit-table';

const Stack = styled.div`
  margin: 16px 0;
`;
const Body = styled.div`
  display: grid;
  gap: 16px;
  h3 {
    margin: 8px 0 -4px;
    font-size: 15px;
  }
`;

export interface LineCardProps {
  line: CreditLine;
  /** What the card shows of the line above its members (its terms, a gauge). */
  children?: ReactNode;
  /** Links or buttons in the card's header (额度详情, 额度分配). */
  extra?: ReactNode;
}

/** One line: its title (the group and the bank), what the screen shows of it, and its members' sub-limits. */
export function LineCard({ line, children, extra }: LineCardProps) {
  const title = `${line.corp.corpName} · ${line.fi.corpName}`;
  return (
    <Stack>
      <Card title={title} extra={extra}>
        <Body>
          {children}
          <h3>成员单位额度</h3>
          <SubLimitTable subLimits={line.subLimits} label={`${line.corp.corpName}成员单位额度`} />
        </Body>
      </Card>
    </Stack>
  );
}
