import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Card, Empty, Tabs, cssVar } from '@scf/ui';
import { STATISTICS_MESSAGES as T } from '../api/statistics-messages';
import type { FigureTable } from '../api/statistics-tables';
import { FigureTableView } from './figure-table-view';

const Note = styled.span`
  color: ${cssVar('textSecondaryColor')};
  font-size: ${cssVar('fontSizeSm')};
  white-space: nowrap;
`;

const Description = styled.p`
  margin: 0 0 8px;
  color: ${cssVar('textSecondaryColor')};
  font-size: ${cssVar('fontSizeSm')};
`;

export interface FigureCardProps {
  title: string;
  /** A short qualifier at the header's right (前五名, 截至 …). */
  note?: string;
  /** What the figures count, above the views. */
  description?: string;
  /** The chart (given a name from T.chartName(title)). */
  chart: ReactNode;
  table: FigureTable;
  /** Nothing to show: 暂无数据 instead of the views. */
  empty: boolean;
}

/** A named section with a chart and its 表格 view (tabs, arrow keys switch) holding the same figures. */
export function FigureCard({ title, note, description, chart, table, empty }: FigureCardProps) {
  return (
    <Card title={title} extra={note ? <Note>{note}</Note> : undefined}>
      {description ? <Description>{description}</Description> : null}
      {empty ? (
        <Empty description={T.empty} />
      ) : (
        <Tabs
          label={T.views(title)}
          items={[
            { value: 'chart', label: T.chartTab, content: chart },
            { value: 'table', label: T.tableTab, content: <FigureTableView table={table} label={T.tableName(title)} /> },
          ]}
        />
      )}
    </Card>
  );
}
