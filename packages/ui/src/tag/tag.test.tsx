import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { StatusTag } from './status-tag';
import { Tag } from './tag';

const statuses = {
  PENDING: { label: '审核中', tone: 'processing' },
  PAID: { label: '已放款', tone: 'success' },
  REJECTED: { label: '已驳回', tone: 'danger' },
} as const;

describe('Tag and StatusTag', () => {
  it('a tag shows its text', () => {
    render(<Tag tone="primary">已认证</Tag>);
    expect(screen.getByText('已认证')).toBeInTheDocument();
  });

  it('maps a status code to its label and a distinct colour', () => {
    const { rerender } = render(<StatusTag status="PAID" statuses={statuses} />);
    const paid = screen.getByText('已放款');
    const paidColour = getComputedStyle(paid).color;
    rerender(<StatusTag status="REJECTED" statuses={statuses} />);
    expect(getComputedStyle(screen.getByText('已驳回')).color).not.toBe(paidColour);
  });

  it('shows an unknown code as is', () => {
    render(<StatusTag status={'ARCHIVED' as keyof typeof statuses} statuses={statuses} />);
    expect(screen.getByText('ARCHIVED')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <Tag>默认</Tag>
        <StatusTag status="PENDING" statuses={statuses} />
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
