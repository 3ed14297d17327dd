import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CR2 } from '../fixtures';
import { CreditTable } from './credit-table';

const paging = { page: 1, size: 10, onPageChange: vi.fn() };

describe('CreditTable', () => {
  it('shows a page of credits with the fixed columns', () => {
    render(<CreditTable label="凭证列表" result={{ data: { rows: [CR2], total: 1 } }} {...paging} />);
    expect(screen.getByRole('table', { name: '凭证列表' })).toHaveTextContent('XG2025061300000002');
    expect(screen.getByText('500,000.00元')).toBeInTheDocument();
  });

  it('says why a page failed and reads it again on 重试', async () => {
    const mutate = vi.fn();
    render(<CreditTable label="凭证列表" result={{ error: new Error('网络异常'), mutate }} {...paging} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('shows its empty text', () => {
    render(<CreditTable label="凭证列表" result={{ data: { rows: [], total: 0 } }} emptyText="暂无凭证" {...paging} />);
    expect(screen.getByText('暂无凭证')).toBeInTheDocument();
  });
});
