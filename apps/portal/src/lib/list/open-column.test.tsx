import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table } from '@scf/ui';
import { openColumn } from './open-column';

interface Row {
  no: string;
  title: string;
}

describe('openColumn (a link that opens its row)', () => {
  it('shows the text as plain text, keeps the column settings and opens the clicked row', async () => {
    const onOpen = vi.fn();
    const column = openColumn<Row>({ key: 'no', title: '申请编号', width: 172, text: (r) => r.title, onOpen });
    expect(column).toMatchObject({ key: 'no', title: '申请编号', width: 172 });
    const rows = [
      { no: 'A1', title: '<b>甲</b>' },
      { no: 'A2', title: '乙' },
    ];
    render(<Table label="申请列表" columns={[column]} data={rows} rowKey={(r) => r.no} />);
    expect(screen.getByRole('button', { name: '<b>甲</b>' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '乙' }));
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
  });
});
