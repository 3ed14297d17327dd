import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { CashCalendarDay } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { Button, cssVar } from '@scf/ui';
import { LoadState, PagePart } from '../../../lib/page';
import { useNav } from '../../../lib/navigation/use-nav';
import { useBusinessDate } from '../../../lib/business-date/business-date';
import { useCalendar, useDay } from '../api/cash-api';
import { CashPage, LeafTable } from '../components/cash-parts';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];
const yuan = (v: string) => formatFen(parseFen(v));
const shiftMonth = (month: string, by: number) => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + by);
  // eslint-disable-next-line no-restricted-syntax -- calendar arithmetic on a UTC midnight, not an instant shown
  return d.toISOString().slice(0, 7);
};
const dayLabel = (d: CashCalendarDay) => {
  const [y, m, dd] = d.date.split('-').map(Number);
  const parts = [`${y}年${m}月${dd}日`, d.working ? '' : '非工作日'];
  if (d.toPay.count) parts.push(`待兑付${d.toPay.count}笔${yuan(d.toPay.amount)}元`);
  if (d.approved.count) parts.push(`已审批${d.approved.count}笔${yuan(d.approved.amount)}元`);
  if (d.paid.count) parts.push(`已兑付${d.paid.count}笔${yuan(d.paid.amount)}元`);
  if (d.overdue.count) parts.push(`逾期${d.overdue.count}笔${yuan(d.overdue.amount)}元`);
  if (d.pendingPlans) parts.push('兑付计划待审批');
  if (!d.count) parts.push('无到期凭证');
  return parts.filter(Boolean).join('，');
};

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th {
    padding: 6px;
    font-weight: normal;
    color: ${cssVar('textSecondaryColor')};
  }
  td {
    border: 1px solid ${cssVar('borderColor')};
    height: 92px;
    vertical-align: top;
    padding: 0;
  }
`;
const Cell = styled.button<{ $off: boolean; $selected: boolean; $today: boolean }>`
  width: 100%;
  height: 100%;
  min-height: 92px;
  border: 0;
  padding: 6px 8px;
  text-align: left;
  cursor: pointer;
  font: inherit;
  font-size: ${cssVar('fontSizeSm')};
  background: ${(p) => (p.$selected ? 'rgba(22, 119, 255, 0.10)' : p.$off ? 'rgba(0, 0, 0, 0.04)' : cssVar('surfaceColor'))};
  color: ${(p) => (p.$off ? cssVar('textSecondaryColor') : cssVar('textColor'))};
  outline-offset: -3px;
  strong {
    display: block;
    font-size: ${cssVar('fontSizeMd')};
    color: ${(p) => (p.$today ? cssVar('primaryColor') : 'inherit')};
  }
  /* The count and the sum whole: a narrow day wraps the sum to the next line rather than cutting it. */
  span {
    display: block;
  }
`;
const Dot = styled.span<{ $tone: string }>`
  color: ${(p) => p.$tone};
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: ${cssVar('fontSizeLg')};
    min-width: 110px;
    text-align: center;
  }
`;

/** The weeks of a month, Monday first, with blanks before the first and after the last day. */
function weeks(days: readonly CashCalendarDay[]): Array<Array<CashCalendarDay | null>> {
  if (!days[0]) return [];
  const lead = (new Date(`${days[0].date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: Array<CashCalendarDay | null> = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/**
 * 兑付日历 (domain.md §7.8): a month grid of the corporation's credits falling due, per working day the count and Σ
 * by state (待兑付 / 已审批 / 已兑付 / 逾期), holidays greyed; the arrow keys move between days, Enter opens the day's
 * list (and, for the operator, its 兑付检查).
 */
export default function CashCalendarPage() {
  const businessDate = useBusinessDate() ?? '';
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? businessDate.slice(0, 7);
  const selected = params.get('date');
  const cal = useCalendar(month || '2025-06');
  const list = useDay(selected);
  const nav = useNav();
  const canCheck = nav.groups.some((g) => g.items.some((i) => i.path.endsWith('/core/cash/cash-check')));
  const [focus, setFocus] = useState<string | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const set = (next: Record<string, string | null>) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(next)) {
        if (v === null) p.delete(k);
        else p.set(k, v);
      }
      return p;
    });
  const days = cal.data?.days ?? [];
  const current = focus && days.some((d) => d.date === focus) ? focus : (selected ?? days.find((d) => d.date === businessDate)?.date ?? days[0]?.date);

  function onKey(e: KeyboardEvent, date: string) {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const i = days.findIndex((d) => d.date === date) + step;
    const next = days[Math.max(0, Math.min(days.length - 1, i))];
    if (!next) return;
    setFocus(next.date);
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${next.date}"]`)?.focus();
  }

  return (
    <CashPage>
      <PagePart aria-label="兑付日历">
        <Bar>
          <Button onClick={() => set({ month: shiftMonth(month, -1), date: null })}>上一月</Button>
          <h2 aria-live="polite">{month.replace('-', '年')}月</h2>
          <Button onClick={() => set({ month: shiftMonth(month, 1), date: null })}>下一月</Button>
          {cal.data?.nextDueDate ? <span>{`下一到期日：${cal.data.nextDueDate}`}</span> : null}
        </Bar>
        <LoadState what="兑付日历" data={cal.data} error={cal.error} onRetry={() => void cal.mutate()}>
          {() => (
            <Grid ref={grid} role="grid" aria-label={`兑付日历 ${month}`}>
              <thead>
                <tr>
                  {WEEKDAYS.map((w) => (
                    <th key={w} scope="col">{`周${w}`}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks(days).map((week, i) => (
                  <tr key={i}>
                    {week.map((d, j) =>
                      d ? (
                        <td key={d.date} role="gridcell" aria-selected={d.date === selected}>
                          <Cell
                            type="button"
                            data-date={d.date}
                            tabIndex={d.date === current ? 0 : -1}
                            $off={!d.working}
                            $selected={d.date === selected}
                            $today={d.date === businessDate}
                            aria-label={dayLabel(d)}
                            onKeyDown={(e) => onKey(e, d.date)}
                            onFocus={() => setFocus(d.date)}
                            onClick={() => set({ date: d.date })}
                          >
                            <strong>{Number(d.date.slice(8))}</strong>
                            {d.toPay.count ? <Dot $tone={cssVar('primaryColor')}>{`待兑付 ${d.toPay.count}笔 ${yuan(d.toPay.amount)}`}</Dot> : null}
                            {d.approved.count ? <Dot $tone="#d48806">{`已审批 ${d.approved.count}笔 ${yuan(d.approved.amount)}`}</Dot> : null}
                            {d.paid.count ? <Dot $tone="#389e0d">{`已兑付 ${d.paid.count}笔 ${yuan(d.paid.amount)}`}</Dot> : null}
                            {d.overdue.count ? <Dot $tone={cssVar('dangerColor')}>{`逾期 ${d.overdue.count}笔 ${yuan(d.overdue.amount)}`}</Dot> : null}
                            {d.pendingPlans ? <span>计划待审批</span> : null}
                          </Cell>
                        </td>
                      ) : (
                        <td key={`blank-${j}`} role="gridcell" aria-hidden />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </Grid>
          )}
        </LoadState>
      </PagePart>
      {selected ? (
        <PagePart aria-label={`${selected} 到期凭证`}>
          <Bar>
            <h2>{`${selected} 到期凭证`}</h2>
            {canCheck ? <Link to={`/credit/core/cash/cash-check?date=${selected}`}>去兑付检查</Link> : null}
          </Bar>
          <LeafTable label={`${selected} 到期凭证`} leaves={list.data ?? []} loading={list.isLoading} emptyText="当日无到期凭证" />
        </PagePart>
      ) : null}
    </CashPage>
  );
}
