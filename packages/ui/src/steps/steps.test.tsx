import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Steps } from './steps';

const items = [{ title: '提交申请' }, { title: '平台审核', description: '1-3 个工作日' }, { title: '签署合同' }, { title: '放款' }];

describe('Steps', () => {
  it('marks the current step and says each state in words', () => {
    render(<Steps items={items} current={1} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('提交申请（已完成）');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveTextContent('平台审核（进行中）');
    expect(steps[3]).toHaveTextContent('放款（未开始）');
  });

  it('shows a failed current step', () => {
    render(<Steps items={items} current={1} error />);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('平台审核（失败）');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Steps items={items} current={2} vertical />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
