import type { ReactNode } from 'react';
import { cssVar } from '../theme/css-variables';
import { Dot, Item, List, Time } from './timeline.styles';

export interface TimelineItem {
  /** Stable key, e.g. the record id. */
  key: string;
  /** Machine-readable time (ISO) for <time dateTime>. */
  time?: string;
  /** The time as shown, e.g. 2026-10-08 14:30. */
  timeText?: string;
  title: ReactNode;
  content?: ReactNode;
  /** Dot colour; the text must say the outcome too. */
  tone?: 'default' | 'success' | 'danger';
}

export interface TimelineProps {
  /** The events, oldest first. */
  items: readonly TimelineItem[];
}

const colours = { default: cssVar('primaryColor'), success: '#18692e', danger: cssVar('dangerColor') };

/** A history (审批记录, 操作日志) as an ordered list, newest first as given. */
export function Timeline({ items }: TimelineProps) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.key}>
          <Dot aria-hidden="true" $colour={colours[item.tone ?? 'default']} />
          {item.timeText ? <Time dateTime={item.time}>{item.timeText}</Time> : null}
          <div>{item.title}</div>
          {item.content ? <div>{item.content}</div> : null}
        </Item>
      ))}
    </List>
  );
}
