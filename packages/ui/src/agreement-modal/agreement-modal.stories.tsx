import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgreementModal, REGISTRATION_SCROLL_TOLERANCE_PX } from './agreement-modal';

const paragraphs = Array.from({ length: 40 }, (_, i) => (
  <p key={i}>
    第 {i + 1} 条：用户应妥善保管数字证书（Ukey）及密码，因保管不善造成的损失由用户自行承担。如对交易有异议，应在 48
    小时内提出；违约方应在 10 个工作日内予以纠正。
  </p>
));

const meta = {
  title: 'Shell/AgreementModal',
  component: AgreementModal,
  args: { open: true, title: '供应链金融平台注册协议', children: paragraphs, onAgree: fn(), onClose: fn() },
} satisfies Meta<typeof AgreementModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm unlocks after scrolling to within 35 px of the bottom; it disables again after agreeing. */
export const ScrollToRead: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const confirm = await body.findByRole('button', { name: '同意' });
    await expect(confirm).toBeDisabled();
    const region = body.getByRole('region', { name: '供应链金融平台注册协议' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await expect(args.onAgree).toHaveBeenCalledTimes(1);
    await expect(confirm).toBeDisabled();
  },
};

/** The registration agreement: 20 px tolerance, forced (Escape does nothing), 不同意 or 同意. */
export const RegistrationAgreement: Story = {
  args: { scrollTolerancePx: REGISTRATION_SCROLL_TOLERANCE_PX, closeText: '不同意', forced: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: '供应链金融平台注册协议' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(body.getByRole('dialog')).toBeVisible();
  },
};

/** A 3 s countdown shown on the button, 1 s tick. */
export const Countdown: Story = {
  args: { countdownSeconds: 3, title: '平台公告' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: /同意（\ds）/ })).toBeDisabled();
    await waitFor(() => expect(body.getByRole('button', { name: '同意' })).toBeEnabled(), { timeout: 4500 });
  },
};

/** Content shorter than the box is read at once. */
export const ShortContent: Story = {
  args: { children: <p>本公告无需滚动。</p>, title: '简短公告' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('button', { name: '同意' })).toBeEnabled());
  },
};
