import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { Breadcrumb } from './breadcrumb';

const items = [{ label: '首页', href: '/home' }, { label: '融资管理', href: '/loans' }, { label: '申请详情' }];

describe('Breadcrumb', () => {
  it('is a nav named 面包屑 with links and the current page', () => {
    render(<Breadcrumb items={items} />);
    const nav = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(nav).getByRole('link', { name: '融资管理' })).toHaveAttribute('href', '/loans');
    expect(within(nav).getByText('申请详情')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('navigates client-side on a plain click but not on a ctrl-click', async () => {
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    render(<Breadcrumb items={items} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: '首页' }));
    expect(onNavigate).toHaveBeenCalledWith('/home');
    fireEvent.click(screen.getByRole('link', { name: '融资管理' }), { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Breadcrumb items={items} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
