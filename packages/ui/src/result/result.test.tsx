import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Result } from './result';

describe('Result', () => {
  it('shows the success icon, the sentence as a status and the ways on', () => {
    const { container } = render(
      <Result status="success" title="融资资料已提交">
        <button type="button">查看详情</button>
      </Result>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('融资资料已提交');
    expect(container.querySelector('svg[data-result-icon="success"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: '查看详情' })).toBeInTheDocument();
  });

  it('illustrates a screen being built', () => {
    const { container } = render(<Result status="building" title="功能建设中" />);
    expect(container.querySelector('svg[data-result-icon="building"]')).not.toBeNull();
  });
});
