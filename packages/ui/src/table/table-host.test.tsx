import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isForwardRef } from '../test/forward-ref';
import { Table } from './table';
import type { TableColumn } from './table-types';

interface Bill {
  id: string;
  no: string;
}

const columns: TableColumn<Bill>[] = [{ key: 'no', title: '凭证编号', width: 160 }];
const data: Bill[] = [{ id: '1', no: 'CR202506160001' }];

/** The element that scrolls: the table's parent. */
function scrollContainer() {
  return screen.getByRole('table', { name: '凭证列表' }).parentElement;
}

describe('Table in a host page', () => {
  it('puts className and style on the scroll container', () => {
    render(<Table label="凭证列表" columns={columns} data={data} rowKey={(r) => r.id} className="bank-table" style={{ maxHeight: 320 }} />);
    expect(scrollContainer()).toHaveClass('bank-table');
    expect(scrollContainer()).toHaveStyle({ maxHeight: '320px', overflow: 'auto' });
  });

  it('forwards its ref to the scroll container (forwardRef: React 18 and 19)', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Table label="凭证列表" columns={columns} data={data} rowKey={(r) => r.id} ref={ref} />);
    expect(ref.current).toBe(scrollContainer());
    expect(isForwardRef(Table)).toBe(true);
  });

  it('sizes columns border-box: the width includes the 12 px padding on each side, as antd widths do', () => {
    render(<Table label="凭证列表" columns={columns} data={data} rowKey={(r) => r.id} />);
    const header = screen.getByRole('columnheader', { name: '凭证编号' });
    expect(header).toHaveStyle({ width: '160px', boxSizing: 'border-box', paddingLeft: '12px' });
    expect(screen.getByRole('cell', { name: 'CR202506160001' })).toHaveStyle({ boxSizing: 'border-box' });
  });
});
