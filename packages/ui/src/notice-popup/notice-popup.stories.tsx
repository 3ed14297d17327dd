import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NoticePopup } from './notice-popup';

const linkPolicy = { origin: 'https://app.example', allowedHosts: ['trusted.example'] };

const meta = {
  title: 'Shell/NoticePopup',
  component: NoticePopup,
  args: {
    open: true,
    linkPolicy,
    onConfirm: fn(),
    onClose: fn(),
    notice: {
      noticeTitle: '系统维护公告',
      noticeContent:
        '<p>尊敬的用户：</p><p>平台将于 <strong>本周六 22:00 至 24:00</strong> 进行系统维护，期间暂停<u>融资申请</u>。</p><ul><li>请提前安排业务</li><li>详见 <a href="https://trusted.example/notice/1">公告详情</a></li></ul>',
      btnName: '我知道了',
      btnEffect: '0',
      link: '',
    },
  },
} satisfies Meta<typeof NoticePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

/** btnEffect '1': the button opens the decoded, allow-listed link in a new window. */
export const WithLink: Story = {
  args: {
    notice: { ...meta.args.notice, btnName: '查看详情', btnEffect: '1', link: encodeURIComponent('https://trusted.example/notice/1') },
  },
};

/** Hostile content renders inert: no script runs, no handler survives. */
export const HostileContent: Story = {
  args: {
    notice: {
      ...meta.args.notice,
      noticeContent: '<p>正文</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:window.__pwned=1">点我</a>',
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(dialog.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};
