// Stories for the designers' Storybook (apps/storybook). Plain CSF objects: no Storybook import needed here.
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
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

What it cannot take it refuses with a message and leaves as typed, never rewriting the amount: a minus sign
(金额不能为负数), a third decimal (最多两位小数), 0 where \`positive\` (金额须大于0, when the field is left), more
than \`max\` (金额不能超过…元). Inside a \`FormField\` the field shows the message; \`onProblemChange\` reports it.

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

type Play = { canvasElement: HTMLElement };

/** Types `text` into the story's amount field and checks the field's message and what stays on screen. */
const refuses =
  (text: string, shown: string, message: string, leave = false) =>
  async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /融资金额/ });
    await userEvent.type(input, text);
    if (leave) await userEvent.tab();
    await expect(input).toHaveValue(shown);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  };

const InField = (props: MoneyInputProps) => (
  <div style={{ width: 400 }}>
    <FormField label="融资金额" required>
      <MoneyInput {...props} />
    </FormField>
  </div>
);

/** −100 is refused with 金额不能为负数 and stays as typed (it used to become 100.00 without a word). */
export const RefusesNegative = { render: () => <InField />, play: refuses('-100', '-100', '金额不能为负数', true) };
/** A third decimal is refused with 最多两位小数 and stays as typed (it used to be cut to 1.23). */
export const RefusesThirdDecimal = { render: () => <InField />, play: refuses('1.234', '1.234', '最多两位小数', true) };
/** 0 in an amount that must be positive: 金额须大于0 when the field is left. */
export const RefusesZero = { render: () => <InField positive />, play: refuses('0', '0.00', '金额须大于0', true) };
/** More than the maximum: the keystroke is refused and the field says what the maximum is. */
export const RefusesAboveMaximum = { render: () => <InField max="22640000.00" />, play: refuses('30000000', '3,000,000', '金额不能超过22,640,000.00元') };
/** Alone (no FormField), the input says it under itself, in the 大写 line's place. */
export const RefusesAlone = {
  render: () => <MoneyInput aria-label="融资金额" />,
  play: refuses('-5', '-5', '金额不能为负数'),
};
