import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from '@scf/ui';
import { creditColumns } from './credit-columns';
import { CR2 } from '../fixtures';

describe('creditColumns', () => {
  it('gives the fixed credit columns with the amount formatted and the status labelled', () => {
    render(
      <Table
        label="凭证列表"
        columns={creditColumns({ renderNo: (c) => <a href={`#${c.creditNo}`}>{c.creditNo}</a> })}
        data={[CR2]}
        rowKey={(c) => c.creditNo}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['凭证编号', '开立方', '持有方', '金额', '承诺付款日', '状态']);
    expect(screen.getByRole('link', { name: CR2.creditNo })).toBeInTheDocument();
    expect(screen.getByText('500,000.00元')).toBeInTheDocument();
    expect(screen.getByText('待签收')).toBeInTheDocument();
  });

  it('marks only the columns the server can sort', () => {
    const columns = creditColumns({ sortable: ['amount', 'dueDate'] });
    expect(columns.filter((c) => c.sortable).map((c) => c.key)).toEqual(['amount', 'dueDate']);
  });
});
