// Stories for apps/storybook. Plain CSF objects: no Storybook import needed here.
import { LimitGauge } from './limit-gauge';
import type { LimitGaugeProps } from './limit-gauge';

export default { title: 'Finance/LimitGauge', component: LimitGauge };

/** L1 of the demo: 50,000,000.00 with 25,000,000.00 allocated to members. */
export const GroupLine = {
  args: {
    label: '授信额度',
    figures: { total: '50000000.00', allocated: '25000000.00', used: '1560000.00', frozen: '800000.00', available: '22640000.00' },
  } satisfies LimitGaugeProps,
};
/** C2's sub-limit: a member allocates nothing further. */
export const MemberSubLimit = {
  args: {
    label: '成员额度',
    figures: { total: '20000000.00', allocated: '0.00', used: '500000.00', frozen: '0.00', available: '19500000.00' },
  } satisfies LimitGaugeProps,
};
export const Untouched = {
  args: { figures: { total: '1000000.00', allocated: '0.00', used: '0.00', frozen: '0.00', available: '1000000.00' } } satisfies LimitGaugeProps,
};
/** Beside a figures list: the legend gives only the shares. */
export const SharesOnly = { args: { ...GroupLine.args, showAmounts: false } satisfies LimitGaugeProps };
