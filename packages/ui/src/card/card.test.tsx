import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Statistic } from '../statistic/statistic';
import { axeViolations } from '../test/axe';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its heading, with extra actions', () => {
    render(
      <Card title="融资概览" extra={<a href="/loans">查看更多</a>}>
        内容
      </Card>,
    );
    const region = screen.getByRole('region', { name: '融资概览' });
    expect(screen.getByRole('heading', { level: 2, name: '融资概览' })).toBeInTheDocument();
    expect(region).toHaveTextContent('查看更多');
  });

  it('uses the requested heading level; without a title it is not a region', () => {
    const { rerender } = render(
      <Card title="待办" headingLevel={3}>
        x
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: '待办' })).toBeInTheDocument();
    rerender(<Card>x</Card>);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('has no axe violations with statistics inside', async () => {
    const { container } = render(
      <Card title="融资概览">
        <Statistic title="融资余额" value={1234567.5} precision={2} suffix="元" />
      </Card>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
