import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Empty } from './empty';

describe('Empty', () => {
  it('says 暂无数据 by default and shows an action', () => {
    render(
      <Empty>
        <button type="button">新建申请</button>
      </Empty>,
    );
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建申请' })).toBeInTheDocument();
  });

  it('takes a custom description and has no axe violations', async () => {
    const { container } = render(<Empty description="没有找到相关公告" />);
    expect(screen.getByText('没有找到相关公告')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
