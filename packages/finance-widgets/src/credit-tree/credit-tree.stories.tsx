// Stories for apps/storybook. Plain CSF objects: no Storybook import needed here.
import { CreditTree } from './credit-tree';
import type { CreditTreeProps } from './credit-tree';
import { CR1_TREE } from '../fixtures';

export default { title: 'Finance/CreditTree', component: CreditTree };

/** CR1 of the demo, looked at from the root. */
export const Root = { args: { root: CR1_TREE, current: CR1_TREE.creditNo } satisfies CreditTreeProps };
/** The same tree from the financed child. */
export const FromALeaf = { args: { root: CR1_TREE, current: 'XG2025041800000004' } satisfies CreditTreeProps };
export const Single = {
  args: {
    root: {
      creditNo: 'XG2025061300000006',
      amount: '500000.00',
      holder: { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' },
      status: 'PENDING_SIGN',
      children: [],
    },
  } satisfies CreditTreeProps,
};
