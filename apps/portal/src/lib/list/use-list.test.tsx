import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useList } from './use-list';

function setup(url: string) {
  let location = '';
  function Where() {
    const l = useLocation();
    location = `${l.pathname}${l.search}`;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      {children}
      <Where />
    </MemoryRouter>
  );
  const hook = renderHook(
    () => useList({ filters: ['status', 'creditNo'] as const, sortable: ['dueDate', 'amount'] as const, defaultSort: { field: 'dueDate', order: 'asc' } }),
    { wrapper },
  );
  return { hook, where: () => location };
}

describe('useList (filters, page and sort in the URL)', () => {
  it('reads the state from the URL and falls back to the defaults for anything it does not know', () => {
    const { hook } = setup('/l?page=3&size=20&sort=amount&order=desc&status=HELD&other=x');
    expect(hook.result.current.query).toEqual({ page: 3, size: 20, sort: { field: 'amount', order: 'desc' }, filters: { status: 'HELD' } });
    const bad = setup('/l?page=-1&size=5000&sort=password&order=up');
    expect(bad.hook.result.current.query).toEqual({ page: 1, size: 10, sort: { field: 'dueDate', order: 'asc' }, filters: {} });
  });

  it('writes changes to the URL; new filters or a new size go back to page 1', () => {
    const { hook, where } = setup('/l?page=4');
    act(() => hook.result.current.setSort({ field: 'amount', order: 'desc' }));
    expect(where()).toBe('/l?page=4&sort=amount&order=desc');
    act(() => hook.result.current.setFilters({ status: 'HELD', creditNo: '' }));
    expect(where()).toBe('/l?sort=amount&order=desc&status=HELD');
    expect(hook.result.current.query.page).toBe(1);
    act(() => hook.result.current.setPage(2));
    act(() => hook.result.current.setSize(50));
    expect(hook.result.current.query).toMatchObject({ page: 1, size: 50 });
    act(() => hook.result.current.reset());
    expect(where()).toBe('/l');
  });
});
