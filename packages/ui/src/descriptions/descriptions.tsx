import { useId } from 'react';
import type { ReactNode } from 'react';
import { Grid, Pair, Title } from './descriptions.styles';

export interface DescriptionItem {
  label: string;
  value: ReactNode;
  /** Columns this item spans (long addresses). */
  span?: number;
}

export interface DescriptionsProps {
  /** Heading above the list, e.g. 企业信息. */
  title?: string;
  /** The key–value pairs, in display order. */
  items: readonly DescriptionItem[];
  /** Items per row. */
  columns?: number;
  /** Shown for an empty value, so a blank is not mistaken for a loading gap. */
  emptyValue?: ReactNode;
}

/** Key–value details of a record, as a <dl> in a grid. */
export function Descriptions({ title, items, columns = 3, emptyValue = '--' }: DescriptionsProps) {
  const titleId = useId();
  return (
    <div>
      {title ? <Title id={titleId}>{title}</Title> : null}
      <Grid $columns={columns} aria-labelledby={title ? titleId : undefined}>
        {items.map((item) => (
          <Pair key={item.label} $span={Math.min(item.span ?? 1, columns)}>
            <dt>{item.label}</dt>
            <dd>{item.value === null || item.value === undefined || item.value === '' ? emptyValue : item.value}</dd>
          </Pair>
        ))}
      </Grid>
    </div>
  );
}
