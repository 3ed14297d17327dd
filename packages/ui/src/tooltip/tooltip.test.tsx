import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes the trigger, and hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="年化利率按实际天数计算">
        <button type="button">利率说明</button>
      </Tooltip>,
    );
    await user.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('年化利率按实际天数计算');
    expect(screen.getByRole('button', { name: '利率说明' })).toHaveAccessibleDescription('年化利率按实际天数计算');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('has no axe violations while shown', async () => {
    const user = userEvent.setup();
    const { baseElement } = render(
      <Tooltip content="说明">
        <button type="button">帮助</button>
      </Tooltip>,
    );
    await user.tab();
    await screen.findByRole('tooltip');
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});
