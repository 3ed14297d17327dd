// Stories for apps/storybook. Plain CSF objects: no Storybook import needed here.
import { AmountWithCapital } from './amount-with-capital';
import type { AmountWithCapitalProps } from './amount-with-capital';

export default { title: 'Finance/AmountWithCapital', component: AmountWithCapital };

export const Decimal = { args: { value: '1234.56' } satisfies AmountWithCapitalProps };
export const Integer = { args: { value: '100000.00', label: '融资金额' } satisfies AmountWithCapitalProps };
export const Maximum = { args: { value: '99999999999999.98' } satisfies AmountWithCapitalProps };
