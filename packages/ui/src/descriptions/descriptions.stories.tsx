import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Descriptions } from './descriptions';

const meta = {
  title: 'Data/Descriptions',
  component: Descriptions,
  args: {
    title: '企业信息',
    items: [
      { label: '企业名称', value: '上海甲供应链有限公司' },
      { label: '统一社会信用代码', value: '91310000MA1FL0000X' },
      { label: '法定代表人', value: '张三' },
      { label: '注册资本', value: '5,000.00 万元' },
      { label: '联系电话', value: '' },
      { label: '注册地址', value: '上海市浦东新区世纪大道 100 号', span: 3 },
    ],
  },
} satisfies Meta<typeof Descriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(6);
  },
};
export const TwoColumns: Story = { args: { columns: 2 } };
export const Untitled: Story = { args: { title: undefined } };
