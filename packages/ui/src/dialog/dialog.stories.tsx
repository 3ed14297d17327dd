import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Descriptions } from '../descriptions/descriptions';
import { inPage } from '../test/story-play';
import { Dialog } from './dialog';
import type { DialogBodyProps, DialogContentProps } from './dialog';

const transfer = [
  { label: '凭证编号', value: 'CV202506160001' },
  { label: '接收方', value: '深圳丙制造有限公司' },
  { label: '转让金额', value: '1,000,000.00 元' },
  { label: '承诺付款日', value: '2025-12-16' },
];

const articles = Array.from({ length: 30 }, (_, i) => (
  <p key={i}>第 {i + 1} 条：用户应妥善保管数字证书（Ukey）及密码，因保管不善造成的损失由用户自行承担。如对交易有异议，应在 48 小时内提出。</p>
));

interface DemoProps extends DialogContentProps {
  /** Body content; the transfer details by default. */
  body?: ReactNode;
  /** Props of Dialog.Body (a long text is a focusable region). */
  bodyProps?: DialogBodyProps;
}

/** Every part: Trigger, Content, Header with Title and Close, Body with Description, Footer with Close asChild. */
function Demo({ body, bodyProps, ...content }: DemoProps) {
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger asChild>
        <Button>发起转让</Button>
      </Dialog.Trigger>
      <Dialog.Content {...content}>
        <Dialog.Header>
          <Dialog.Title>转让确认</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body {...bodyProps}>
          {body ?? (
            <>
              <Dialog.Description>请核对转让信息，确认后将提交经办复核。</Dialog.Description>
              <Descriptions items={transfer} columns={2} />
            </>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>取消</Button>
          </Dialog.Close>
          <Button variant="primary">确认转让</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Feedback/Dialog',
  component: Demo,
  args: { size: 'md' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All parts, md (560 px). The × and 取消 close it and give the focus back to 发起转让. */
export const AllParts: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog', { name: '转让确认' });
    await expect(dialog).toHaveAccessibleDescription('请核对转让信息，确认后将提交经办复核。');
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(inPage(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(inPage(canvasElement).getByRole('button', { name: '发起转让' })).toHaveFocus();
    await userEvent.click(inPage(canvasElement).getByRole('button', { name: '发起转让' }));
    await expect(await inPage(canvasElement).findByRole('dialog', { name: '转让确认' })).toBeVisible();
  },
};

/** sm, 420 px: a question. */
export const Small: Story = {
  args: { size: 'sm', body: <Dialog.Description>删除后不可恢复，是否继续？</Dialog.Description> },
};

/** lg, 720 px: documents and notices. */
export const Large: Story = { args: { size: 'lg' } };

/** full: previews, 5 % of the screen around it. */
export const Full: Story = { args: { size: 'full' } };

/** A forced dialog: Escape and a click outside do nothing; only its buttons close it. */
export const Forced: Story = {
  args: { closeOnEscape: false, closeOnOutsideClick: false },
  play: async ({ canvasElement }) => {
    const dialog = await inPage(canvasElement).findByRole('dialog', { name: '转让确认' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

/** A long text: header and footer stay put, the body scrolls and takes the keyboard focus. */
export const LongScrollingBody: Story = {
  args: {
    size: 'lg',
    body: articles,
    bodyProps: { role: 'region', 'aria-label': '转让协议正文', tabIndex: 0 },
  },
  play: async ({ canvasElement }) => {
    const region = await inPage(canvasElement).findByRole('region', { name: '转让协议正文' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(inPage(canvasElement).getByRole('button', { name: '确认转让' })).toBeVisible();
  },
};
