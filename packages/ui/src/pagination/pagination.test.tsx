import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithUser } from '../test/render';
import { pageItems } from './page-items';
import { Pagination } from './pagination';

describe('pageItems', () => {
  it('lists every page up to 7', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps first, last and two either side of the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-before', 15, 16, 17, 18, 19, 20]);
  });
});

/** 95 rows, 10 a page, on `page`, with an onChange spy and a userEvent session. */
function renderPagination(page: number) {
  const onChange = vi.fn();
  return { onChange, ...renderWithUser(<Pagination total={95} page={page} pageSize={10} onChange={onChange} />) };
}

describe('Pagination', () => {
  it('shows the total and marks the current page', () => {
    render(<Pagination total={95} page={3} pageSize={10} onChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(nav).toHaveTextContent('共 95 条');
    expect(within(nav).getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: '第 10 页' })).toBeInTheDocument();
  });

  it('goes to the previous, next and a clicked page; the ends are disabled', async () => {
    const { onChange, user, rerender } = renderPagination(1);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    await user.click(screen.getByRole('button', { name: '第 4 页' }));
    expect(onChange).toHaveBeenLastCalledWith(4, 10);
    rerender(<Pagination total={95} page={10} pageSize={10} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '上一页' }));
    expect(onChange).toHaveBeenLastCalledWith(9, 10);
  });

  it('changes the page size back to page 1', async () => {
    const { onChange, user } = renderPagination(3);
    screen.getByRole('combobox', { name: '每页条数' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('option', { name: '20 条/页' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
  });

  it('jumps to a typed page with Enter, clamped to the last page', async () => {
    const { onChange, user } = renderPagination(1);
    const input = screen.getByRole('textbox', { name: '跳至页码' });
    await user.type(input, '7{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(7, 10);
    await user.type(input, '99{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(10, 10);
    expect(input).toHaveValue('');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Pagination total={500} page={5} pageSize={20} onChange={vi.fn()} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
