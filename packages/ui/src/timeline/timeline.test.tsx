import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { Timeline } from './timeline';

const items = [
  { key: '3', time: '2026-10-08T14:30', timeText: '2026-10-08 14:30', title: '复核通过', tone: 'success' as const },
  { key: '2', time: '2026-10-08T10:00', timeText: '2026-10-08 10:00', title: '初审通过', content: '审核人：李四' },
  { key: '1', title: '提交申请' },
];

describe('Timeline', () => {
  it('lists the events in the given order with machine-readable times', () => {
    render(<Timeline items={items} />);
    const events = screen.getAllByRole('listitem');
    expect(events.map((e) => e.textContent)).toEqual(['2026-10-08 14:30复核通过', '2026-10-08 10:00初审通过审核人：李四', '提交申请']);
    expect(screen.getByText('2026-10-08 10:00')).toHaveAttribute('datetime', '2026-10-08T10:00');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Timeline items={items} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
