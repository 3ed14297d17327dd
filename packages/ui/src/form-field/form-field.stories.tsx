import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextInput } from '../text-input/text-input';
import { FormField } from './form-field';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: '手机号码', children: <TextInput /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithHelp: Story = { args: { help: '选填，11 位手机号' } };
export const WithError: Story = {
  args: { help: '选填，11 位手机号', error: '手机号码不符合规范', children: <TextInput defaultValue="123" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('手机号码不符合规范');
  },
};
export const Required: Story = { args: { label: '意见内容', required: true } };

function FeedbackForm() {
  const { register, handleSubmit, formState } = useForm<{ opinion: string }>();
  return (
    <form onSubmit={handleSubmit(() => new Promise((r) => setTimeout(r, 200)))} style={{ maxWidth: 360 }}>
      <FormField label="意见内容" required error={formState.errors.opinion?.message}>
        <TextInput {...register('opinion', { required: '此处不能为空', maxLength: { value: 500, message: '最多 500 字' } })} />
      </FormField>
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        提交
      </Button>
    </form>
  );
}

/** With react-hook-form: submitting empty shows 此处不能为空 (spec §5). */
export const ReactHookForm: Story = {
  render: () => <FeedbackForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('此处不能为空');
  },
};
