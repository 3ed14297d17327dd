import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderWithUser } from '../test/render';
import { Tabs } from './tabs';

const items = [
  { value: 'todo', label: '待处理', content: '待处理列表' },
  { value: 'done', label: '已处理', content: '已处理列表' },
  { value: 'all', label: '全部', content: '全部列表', disabled: true },
];

describe('Tabs', () => {
  it('shows the first panel and switches on click', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithUser(<Tabs label="任务状态" items={items} onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: '任务状态' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('待处理列表');
    await user.click(screen.getByRole('tab', { name: '已处理' }));
    expect(screen.getByRole('tab', { name: '已处理' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '已处理' })).toHaveTextContent('已处理列表');
    expect(onValueChange).toHaveBeenCalledWith('done');
  });

  it('arrow keys move and activate, skipping disabled tabs', async () => {
    const { user } = renderWithUser(<Tabs label="任务状态" items={items} />);
    screen.getByRole('tab', { name: '待处理' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: '已处理' })).toHaveFocus());
    expect(screen.getByRole('tabpanel')).toHaveTextContent('已处理列表');
    expect(screen.getByRole('tab', { name: '全部' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Tabs label="任务状态" items={items} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
