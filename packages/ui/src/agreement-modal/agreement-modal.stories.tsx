import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Spinner } from '../spinner/spinner';
import { AgreementModal, REGISTRATION_SCROLL_TOLERANCE_PX } from './agreement-modal';

const paragraphs = Array.from({ length: 40 }, (_, i) => (
  <p key={i}>
    第 {i + 1} 条：用户应妥善保管数字证书（Ukey）及密码，因保管不善造成的损失由用户自行承担。如对交易有异议，应在 48 小时内提出；违约方应在 10
    个工作日内予以纠正。
  </p>
));

const meta = {
  title: 'Shell/AgreementModal',
  component: AgreementModal,
  args: { open: true, title: '供应链金融平台注册协议', children: paragraphs, onAgree: fn(), onClose: fn() },
  argTypes: {
    children: {
      control: { type: 'select', labels: { long: '长协议（需滚动阅读）', short: '短公告' } },
      options: ['long', 'short'],
      mapping: { long: paragraphs, short: <p>本公告无需滚动。</p> },
    },
    scrollTolerancePx: { control: { type: 'inline-radio', labels: { 35: '35 px（默认）', 20: '20 px（注册协议）' } }, options: [35, 20] },
    countdownSeconds: { control: { type: 'range', min: 0, max: 10, step: 1 } },
  },
  parameters: {
    docs: {
      description: {
        component: `
A modal agreement or announcement the user must read: **同意** unlocks only after scrolling to the end (35 px
tolerance, 20 px for the registration agreement) or after a countdown. Forced agreements cannot be dismissed with
Escape or a click outside.

**Do**
- Show a spinner inside while the text loads and an error with 重新加载 when it fails (see the stories).
- Use the spec's button texts (同意 / 不同意) and the agreement's own title.

**Don't**
- Don't enable 同意 before the text is read or loaded.
- Don't put forms or links that leave the platform inside an agreement.
`,
      },
    },
  },
} satisfies Meta<typeof AgreementModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: the agreement is open, 同意 waits until it has been read to the end. */
export const AtRest: Story = {};

/** The agreement text is still loading: a spinner in the box; nothing to read yet. */
export const Loading: Story = {
  args: {
    pending: true,
    children: (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spinner showLabel label="协议加载中" />
      </div>
    ),
  },
};

/** The agreement could not be loaded: say so and offer 重新加载 (the host fetches it again). */
export const LoadFailed: Story = {
  args: {
    pending: true,
    children: (
      <div role="alert" style={{ padding: '32px 0', textAlign: 'center' }}>
        <p>协议内容加载失败，请检查网络后重试。</p>
        <Button onClick={fn()}>重新加载</Button>
      </div>
    ),
  },
};

/** Confirm unlocks after scrolling to within 35 px of the bottom; it disables again after agreeing. */
export const ScrollToRead: Story = {
  name: 'Test · scroll to read',
  tags: ['interaction', '!autodocs'],
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
  name: 'Test · forced, Escape ignored',
  tags: ['interaction', '!autodocs'],
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
