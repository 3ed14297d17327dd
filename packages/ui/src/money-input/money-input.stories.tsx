// Stories for the designers' Storybook (apps/storybook). Plain CSF objects: no Storybook import needed here.
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { FormField } from '../form-field/form-field';
import { MoneyInput } from './money-input';
import type { MoneyInputProps } from './money-input';

export default {
  title: 'Forms/MoneyInput',
  component: MoneyInput,
  argTypes: {
    precision: { control: 'inline-radio' as const, options: [0, 1, 2] },
    unit: { control: { type: 'inline-radio' as const, labels: { 元: '元', none: '无单位' } }, options: ['元', 'none'], mapping: { 元: '元', none: false } },
    max: {
      control: { type: 'select' as const, labels: { none: '无上限', limit: '可用额度 22,640,000.00' } },
      options: ['none', 'limit'],
      mapping: { none: undefined, limit: '22640000.00' },
    },
  },
  parameters: {
    docs: {
      description: {
        component: `
Amount entry on bigint fen: thousands separators while typing, a stable caret, IME-safe, two decimals after
blur and the live 大写 (Chinese capital amount) under the field. The value is the API's decimal string.

**Do**
- Put it in a \`FormField\` with the fixed field name (开立金额, 转让金额, 融资金额 …); errors show under it.
- Validate with the shared \`@scf/api/validators\` schema, so the form and the server agree.

**Don't**
- Don't convert to a JS number: amounts up to 99,999,999,999,999.98 do not fit one exactly.
- Don't hide the 大写 on forms that create or move money.
`,
      },
    },
  },
};

export const Empty = { args: { 'aria-label': '金额' } satisfies MoneyInputProps };
export const WithAmount = { args: { 'aria-label': '金额', defaultValue: '1234567.89' } satisfies MoneyInputProps };
export const Maximum = { args: { 'aria-label': '金额', defaultValue: '99999999999999.98' } satisfies MoneyInputProps };
export const Invalid = { args: { 'aria-label': '金额', defaultValue: '0', invalid: true } satisfies MoneyInputProps };
export const Disabled = { args: { 'aria-label': '金额', defaultValue: '5000', disabled: true } satisfies MoneyInputProps };
export const NoCapital = { args: { 'aria-label': '金额', defaultValue: '5000', showCapital: false } satisfies MoneyInputProps };

/** In a form field with the validator's message: red border, the message under it, read out with the field. */
export const WithError = {
  render: () => (
    <FormField label="融资金额" error="融资金额不能超过可用额度 22,640,000.00" required>
      <MoneyInput defaultValue="30000000" />
    </FormField>
  ),
};

/** A control acting on the amount (转让申请's 自动分配) sits on the input's row, level with it, above the 大写 line. */
export const WithAddon = {
  render: () => (
    <div style={{ width: 400 }}>
      <FormField label="目标金额">
        <MoneyInput defaultValue="250000" addon={<Button>自动分配</Button>} />
      </FormField>
    </div>
  ),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '目标金额' }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: '自动分配' }).getBoundingClientRect();
    await expect(Math.abs(input.top + input.height / 2 - (button.top + button.height / 2))).toBeLessThanOrEqual(1);
    await expect(canvas.getByText(/大写：贰拾伍万元整/).getBoundingClientRect().top).toBeGreaterThanOrEqual(button.bottom);
  },
};

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
