import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeTile } from './home-tile';
import { HomeTileGrid } from './home-tile-grid';

describe('HomeTile', () => {
  it('heads an amount with its title and shows it as 1,234,567.89 元', () => {
    render(<HomeTile title="可用额度" kind="amount" value="22640000.00" note="总额度 50,000,000.00" />);
    expect(screen.getByRole('heading', { name: '可用额度' })).toBeInTheDocument();
    expect(screen.getByText('22,640,000.00')).toHaveTextContent('22,640,000.00元');
    expect(screen.getByText('总额度 50,000,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('counts items in 笔', () => {
    render(<HomeTile title="待复核" kind="count" value="3" />);
    expect(screen.getByText('3')).toHaveTextContent('3笔');
  });

  it('makes the whole tile a link, followed in-app on a plain click', () => {
    const onNavigate = vi.fn();
    render(<HomeTile title="待签收" kind="amount" value="500000.00" note="共 1 笔" href="/cv3/credit/todo" onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: /待签收/ });
    expect(link).toHaveAttribute('href', '/cv3/credit/todo');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/cv3/credit/todo');
    fireEvent.click(link, { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows a value that is not an amount unchanged', () => {
    render(<HomeTile title="持有金额" kind="amount" value="--" />);
    expect(screen.getByText('--')).toBeInTheDocument();
  });

  it('groups a role home tiles under one accessible name', () => {
    render(
      <HomeTileGrid label="融资概览">
        <HomeTile title="本月放款" kind="amount" value="250000.00" />
        <HomeTile title="待客户经理审核" kind="count" value="2" />
      </HomeTileGrid>,
    );
    const group = screen.getByRole('group', { name: '融资概览' });
    expect(group).toContainElement(screen.getByRole('heading', { name: '本月放款' }));
    expect(group).toContainElement(screen.getByRole('heading', { name: '待客户经理审核' }));
  });
});
