import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Table } from './table';
import type { TableColumn } from './table-types';

interface Loan {
  id: string;
  company: string;
  amount: number;
}

const columns: TableColumn<Loan>[] = [
  { key: 'company', title: '企业名称', sortable: true },
  { key: 'amount', title: '金额', sortable: true, value: (row) => row.amount, align: 'right' },
];
const data: Loan[] = [
  { id: 'a', company: '乙公司', amount: 300 },
  { id: 'b', company: '甲公司', amount: 100 },
  { id: 'c', company: '丙公司', amount: 200 },
];

function bodyTexts(column: number): string[] {
  const [, ...rows] = screen.getAllByRole('row');
  return rows.map((row) => within(row).getAllByRole('cell')[column]?.textContent ?? '');
}

describe('Table', () => {
  it('renders the header and rows under its accessible name', () => {
    render(<Table label="融资申请" columns={columns} data={data} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: '融资申请' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['企业名称', '金额']);
    expect(bodyTexts(1)).toEqual(['300', '100', '200']);
  });

  it('never squeezes a column without a width to nothing: the table keeps a minimum width and scrolls below it', () => {
    const wide: TableColumn<Loan>[] = [{ key: 'id', title: '申请编号', width: 600 }, ...columns];
    render(<Table label="融资申请" columns={wide} data={data} rowKey={(r) => r.id} selectable />);
    expect(screen.getByRole('table', { name: '融资申请' })).toHaveStyle({ minWidth: `${600 + 2 * 100 + 44}px` });
  });

  it('shows one sort caret at a time: none before sorting, then only the sorted column’s (issue 28 item 11)', async () => {
    const user = userEvent.setup();
    render(<Table label="融资申请" columns={columns} data={data} rowKey={(r) => r.id} />);
    const carets = () => screen.getAllByRole('columnheader').filter((h) => h.querySelector('svg'));
    expect(carets()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '金额' }));
    expect(carets().map((h) => h.textContent)).toEqual(['金额']);
    await user.click(screen.getByRole('button', { name: '企业名称' }));
    expect(carets().map((h) => h.textContent)).toEqual(['企业名称']);
  });

  it('sorts ascending, descending, then back to the original order, announcing it with aria-sort', async () => {
    const onSortChange = vi.fn();
    const user = userEvent.setup();
    render(<Table label="融资申请" columns={columns} data={data} rowKey={(r) => r.id} onSortChange={onSortChange} />);
    const button = screen.getByRole('button', { name: '金额' });
    const header = screen.getByRole('columnheader', { name: /金额/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyTexts(1)).toEqual(['100', '200', '300']);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'amount', direction: 'asc' });
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyTexts(1)).toEqual(['300', '200', '100']);
    await user.click(button);
    expect(bodyTexts(1)).toEqual(['300', '100', '200']);
    expect(onSortChange).toHaveBeenLastCalledWith(null);
  });

  it('sorts Chinese text with the zh-CN collator, by keyboard', async () => {
    const user = userEvent.setup();
    render(<Table label="融资申请" columns={columns} data={data} rowKey={(r) => r.id} />);
    screen.getByRole('button', { name: '企业名称' }).focus();
    await user.keyboard('{Enter}');
    const expected = [...data.map((d) => d.company)].sort(new Intl.Collator('zh-CN').compare);
    expect(bodyTexts(0)).toEqual(expected);
  });

  it('keeps the host order with manualSorting and a controlled sort', () => {
    render(<Table label="融资申请" columns={columns} data={data} rowKey={(r) => r.id} manualSorting sort={{ key: 'amount', direction: 'asc' }} />);
    expect(screen.getByRole('columnheader', { name: /金额/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyTexts(1)).toEqual(['300', '100', '200']);
  });

  it('selects rows with named checkboxes and select-all', async () => {
    const onSelectedKeysChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Table
        label="融资申请"
        columns={columns}
        data={data}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.company}
        selectable
        onSelectedKeysChange={onSelectedKeysChange}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: '选择 甲公司' }));
    expect(onSelectedKeysChange).toHaveBeenLastCalledWith(['b']);
    expect(screen.getByRole('checkbox', { name: '选择 甲公司' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '全选' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(onSelectedKeysChange).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    expect(screen.getAllByRole('row').filter((r) => r.getAttribute('aria-selected') === 'true')).toHaveLength(3);
  });

  it('follows controlled selectedKeys', () => {
    render(<Table label="融资申请" columns={columns} data={data} rowKey={(r) => r.id} selectable selectedKeys={['c']} />);
    expect(screen.getByRole('checkbox', { name: '选择 c' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '选择 a' })).not.toBeChecked();
  });

  it('shows 暂无数据 when empty and a busy spinner while loading', () => {
    const { rerender } = render(<Table label="融资申请" columns={columns} data={[]} rowKey={(r) => r.id} />);
    expect(screen.getByRole('cell', { name: '暂无数据' })).toBeInTheDocument();
    rerender(<Table label="融资申请" columns={columns} data={data} rowKey={(r) => r.id} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
  });

  it('has no axe violations with selection and sorting', async () => {
    const { container } = render(<Table label="融资申请" columns={columns} data={data} rowKey={(r) => r.id} selectable />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('Table virtualisation', () => {
  const many: Loan[] = Array.from({ length: 10_000 }, (_, i) => ({ id: `r${i}`, company: `企业${i}`, amount: i }));
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');

  beforeEach(() => {
    // jsdom has no layout: give the scroll area the height it would have in a browser.
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 480 });
  });
  afterEach(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  });

  it('renders at most 300 rows of 10,000 and keeps the full row count for assistive tech', () => {
    render(<Table label="台账" columns={columns} data={many} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: '台账' });
    const rendered = table.querySelectorAll('tbody tr:not([aria-hidden])');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThanOrEqual(300);
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(screen.getByRole('cell', { name: '企业0' })).toBeInTheDocument();
  });

  it('renders the rows in view after scrolling', () => {
    const { container } = render(<Table label="台账" columns={columns} data={many} rowKey={(r) => r.id} />);
    const scroller = container.firstElementChild as HTMLElement;
    act(() => {
      scroller.scrollTop = 5000 * 40;
      fireEvent.scroll(scroller);
    });
    expect(screen.getByRole('cell', { name: '企业5000' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: '企业0' })).toBeNull();
    const row = screen.getByRole('cell', { name: '企业5000' }).closest('tr');
    expect(row).toHaveAttribute('aria-rowindex', '5002');
  });

  it('renders the rows of its height on the first render, before anything is measured (server render too)', () => {
    // 480 px of 40 px rows: 12 in view and 10 of overscan, no spacer above; the rest is one spacer below.
    const html = renderToString(<Table label="台账" columns={columns} data={many} rowKey={(r) => r.id} />);
    expect(html).toContain('企业0<');
    expect(html).toContain('企业21<');
    expect(html).not.toContain('企业22<');
    expect(html).toContain(`height:${(10_000 - 22) * 40}px`);
  });

  it('a small table is not virtualised', () => {
    render(<Table label="融资申请" columns={columns} data={data} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
  });
});
