import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LimitGauge } from './limit-gauge';

// L1 of the seed on 2025-06-16 (domain.md §13.4).
const L1 = { total: '50000000.00', allocated: '25000000.00', used: '1560000.00', frozen: '800000.00', available: '22640000.00' };

describe('LimitGauge', () => {
  it('names the bar with every figure and lists them with their share of the total', () => {
    render(<LimitGauge figures={L1} label="L1" />);
    expect(
      screen.getByRole('img', { name: 'L1：已用1,560,000.00元，冻结800,000.00元，已分配25,000,000.00元，可用22,640,000.00元（总额度50,000,000.00元）' }),
    ).toBeInTheDocument();
    expect(screen.getByText('可用').nextElementSibling).toHaveTextContent('22,640,000.00元（45.28%）');
    expect(screen.getByText('已分配').nextElementSibling).toHaveTextContent('（50.00%）');
  });

  it('leaves the amounts out of the legend when asked, keeping them in the bar’s name', () => {
    render(<LimitGauge figures={L1} showAmounts={false} />);
    expect(screen.getByText('可用').nextElementSibling).toHaveTextContent(/^45.28%$/);
    expect(screen.getByRole('img')).toHaveAccessibleName(/可用22,640,000.00元/);
  });

  it('draws nothing for a zero total instead of dividing by it', () => {
    const zero = { total: '0.00', allocated: '0.00', used: '0.00', frozen: '0.00', available: '0.00' };
    render(<LimitGauge figures={zero} />);
    expect(screen.getByRole('img').children).toHaveLength(0);
    expect(screen.getByText('已用').nextElementSibling).toHaveTextContent('0.00元（0.00%）');
  });
});
