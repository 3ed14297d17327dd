import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlowTimeline } from './flow-timeline';
import { CR1_FLOW } from './flow-timeline.fixtures';

describe('FlowTimeline', () => {
  it('lists each step with time, action, corporation, operator, role, amount and comment', () => {
    render(<FlowTimeline records={CR1_FLOW} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[1]).toHaveTextContent('2025-03-14 10:05');
    expect(steps[1]).toHaveTextContent('同意开立 ISS20250314000001');
    expect(steps[1]).toHaveTextContent('企业：徐州示例重工集团有限公司');
    expect(steps[1]).toHaveTextContent('操作人：李主管（c1_dir）');
    expect(steps[1]).toHaveTextContent('角色：主管');
    expect(steps[1]).toHaveTextContent('金额：1,000,000.00元');
    expect(steps[2]).toHaveTextContent('意见：合同编号有误');
    expect(steps[2]).toHaveTextContent('退回签收');
    expect(steps[2]).toHaveTextContent('凭证编号：XG2025031400000001');
    expect(steps[2]).not.toHaveTextContent('金额');
  });

  it('says so when there is no record', () => {
    render(<FlowTimeline records={[]} />);
    expect(screen.getByText('暂无流转记录')).toBeInTheDocument();
  });
});
