// Stories for the designers' Storybook (apps/storybook). Plain CSF objects: no Storybook import needed here.
import { useState } from 'react';
import { MoneyInput } from './money-input';
import type { MoneyInputProps } from './money-input';

export default { title: 'UI/MoneyInput', component: MoneyInput };

export const Empty = { args: { 'aria-label': '金额' } satisfies MoneyInputProps };
export const WithAmount = { args: { 'aria-label': '金额', defaultValue: '1234567.89' } satisfies MoneyInputProps };
export const Maximum = { args: { 'aria-label': '金额', defaultValue: '99999999999999.98' } satisfies MoneyInputProps };
export const Invalid = { args: { 'aria-label': '金额', defaultValue: '0', invalid: true } satisfies MoneyInputProps };
export const Disabled = { args: { 'aria-label': '金额', defaultValue: '5000', disabled: true } satisfies MoneyInputProps };
export const NoCapital = { args: { 'aria-label': '金额', defaultValue: '5000', showCapital: false } satisfies MoneyInputProps };

function ControlledDemo() {
  const [value, setValue] = useState('100000');
  return (
    <div>
      <MoneyInput aria-label="融资金额" value={value} onValueChange={(v) => setValue(v)} />
      <p>value = {JSON.stringify(value)}</p>
    </div>
  );
}
export const Controlled = { render: () => <ControlledDemo /> };
