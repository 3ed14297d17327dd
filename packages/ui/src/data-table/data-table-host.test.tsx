import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isForwardRef } from '../test/forward-ref';
import { DataTable } from './data-table';

interface Bill {
  id: string;
  no: string;
}

function renderTable(props: { className?: string; style?: { margin: number }; ref?: React.Ref<HTMLDivElement> }) {
  return render(
    <DataTable<Bill>
      label="凭证列表"
      columns={[{ key: 'no', title: '凭证编号' }]}
      rows={[{ id: '1', no: 'CR202506160001' }]}
      total={1}
      rowKey={(r) => r.id}
      page={1}
      size={10}
      onPageChange={() => undefined}
      {...props}
    />,
  );
}

describe('DataTable in a host page', () => {
  it('puts className and style on its outer element, around the table and its pagination', () => {
    renderTable({ className: 'bank-list', style: { margin: 24 } });
    const outer = screen.getByRole('navigation', { name: '凭证列表分页' }).closest('.bank-list');
    expect(outer).toContainElement(screen.getByRole('table', { name: '凭证列表' }));
    expect(outer).toHaveStyle({ margin: '24px' });
  });

  it('forwards its ref to the table scroll container (forwardRef: React 18 and 19)', () => {
    const ref = createRef<HTMLDivElement>();
    renderTable({ ref });
    expect(ref.current).toBe(screen.getByRole('table', { name: '凭证列表' }).parentElement);
    expect(isForwardRef(DataTable)).toBe(true);
  });
});
