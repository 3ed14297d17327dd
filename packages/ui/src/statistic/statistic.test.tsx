import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Statistic } from './statistic';

describe('Statistic', () => {
  it('groups a number with the precision and shows the unit', () => {
    render(<Statistic title="融资余额" value={1234567.5} precision={2} suffix="元" />);
    expect(screen.getByRole('term')).toHaveTextContent('融资余额');
    expect(screen.getByRole('definition')).toHaveTextContent('1,234,567.50元');
  });

  it('shows a preformatted string as is', () => {
    render(<Statistic title="待办任务" value="12" suffix="笔" />);
    expect(screen.getByRole('definition')).toHaveTextContent('12笔');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Statistic title="待办任务" value={12} footer="较昨日 +2" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
