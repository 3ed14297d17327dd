import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { inPage } from '../test/story-play';
import { NoticePopup } from './notice-popup';

const maintenance = {
  noticeTitle: '系统维护公告',
  noticeContent:
    '<p>尊敬的用户：</p><p>平台将于 <strong>本周六 22:00 至 24:00</strong> 进行系统维护，期间暂停<u>融资申请</u>。</p><ul><li>请提前安排业务</li><li>详见 <a href="https://trusted.example/notice/1">公告详情</a></li></ul>',
  btnName: '我知道了',
  btnEffect: '0' as const,
  link: '',
};

/** The notice with 查看详情 opening an allow-listed external link, and one opening a page of the platform itself. */
const externalLink = { ...maintenance, btnName: '查看详情', btnEffect: '1' as const, link: encodeURIComponent('https://trusted.example/notice/1') };
const sameOriginLink = { ...externalLink, link: encodeURIComponent('/cv3/platform-notice/page-list') };

const linkPolicy = { origin: 'https://app.example', allowedHosts: ['trusted.example'] };

const meta = {
  title: 'Shell/NoticePopup',
  component: NoticePopup,
  args: {
    open: true,
    linkPolicy,
    onConfirm: fn(),
    onClose: fn(),
    notice: maintenance,
  },
  argTypes: {
    notice: {
      control: { type: 'select', labels: { plain: '维护公告（我知道了）', external: '外部链接（查看详情）', sameOrigin: '站内链接（查看详情）' } },
      options: ['plain', 'external', 'sameOrigin'],
      mapping: {
        plain: maintenance,
        external: externalLink,
        sameOrigin: sameOriginLink,
      },
    },
    linkPolicy: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
The platform notice shown after login: sanitised rich text (DOMPurify), one button that closes or opens the
notice's link. A link to another site asks first: *您即将离开本平台，前往外部网站 …，是否继续？*

**Do**
- Pass the server's notice as is; the part decodes and sanitises it.
- Keep the allow-list of hosts (\`linkPolicy\`) short and https only.

**Don't**
- Don't render notice HTML yourself with \`dangerouslySetInnerHTML\`.
- Don't open external links without the leaving confirm.
`,
      },
    },
  },
} satisfies Meta<typeof NoticePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

/** btnEffect '1': the button opens the decoded, allow-listed link in a new window (after the leaving confirm). */
export const WithLink: Story = { args: { notice: externalLink } };

/** window.open is stubbed in these stories: the test checks what would open, without opening it. */
const stubWindowOpen = () => {
  const open = spyOn(window, 'open').mockReturnValue(null);
  return () => open.mockRestore();
};

/** The external link's notice with window.open stubbed: the stories that go on to the leaving confirm. */
const leavingToExternal = { args: { notice: externalLink }, beforeEach: stubWindowOpen } satisfies Story;

/** Presses the notice's 查看详情; gives the page and, for an external link, the leaving confirm. */
async function followLink(canvasElement: HTMLElement) {
  const page = inPage(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: '查看详情' }));
  return { page, leaving: () => page.findByRole('alertdialog', { name: '您即将离开本平台，前往外部网站 trusted.example，是否继续？' }) };
}

/** The leaving-the-platform confirm, open over the notice: 您即将离开本平台，前往外部网站 …，是否继续？ */
export const LeavingConfirm: Story = {
  ...leavingToExternal,
  play: async ({ canvasElement }) => {
    await expect(await (await followLink(canvasElement)).leaving()).toBeVisible();
  },
};

/**
 * The play of a story that answers the leaving confirm with `button`: nothing opens before the answer; after it,
 * window.open receives `opens` (nothing opens when it is null) and onConfirm hears whether the user went on.
 */
const answerLeaving =
  (button: '继续访问' | '取消', opens: string | null): NonNullable<Story['play']> =>
  async ({ canvasElement, args }) => {
    const leave = await (await followLink(canvasElement)).leaving();
    await expect(window.open).not.toHaveBeenCalled();
    await userEvent.click(within(leave).getByRole('button', { name: button }));
    if (opens === null) await expect(window.open).not.toHaveBeenCalled();
    else await expect(window.open).toHaveBeenCalledWith(opens, '_blank', 'noopener,noreferrer');
    await expect(args.onConfirm).toHaveBeenCalledWith(opens !== null);
  };

/** An allow-listed external host: 您即将离开本平台… first; only 继续访问 opens the new window (security.md §1.5 step 6). */
export const LeavingThePlatform: Story = {
  name: 'Test · 继续访问 opens',
  tags: ['interaction', '!autodocs'],
  ...leavingToExternal,
  play: answerLeaving('继续访问', 'https://trusted.example/notice/1'),
};

/** 取消 in the leaving confirm opens nothing. */
export const LeavingCancelled: Story = {
  name: 'Test · 取消 opens nothing',
  tags: ['interaction', '!autodocs'],
  ...leavingToExternal,
  play: answerLeaving('取消', null),
};

/** A same-origin /cv3/ link opens at once, without the leaving confirm. */
export const SameOriginLink: Story = {
  name: 'Test · same origin opens at once',
  tags: ['interaction', '!autodocs'],
  args: { notice: sameOriginLink },
  beforeEach: stubWindowOpen,
  play: async ({ canvasElement }) => {
    const { page } = await followLink(canvasElement);
    await expect(window.open).toHaveBeenCalledWith('https://app.example/cv3/platform-notice/page-list', '_blank', 'noopener,noreferrer');
    await expect(page.queryByRole('alertdialog')).toBeNull();
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
    const dialog = await inPage(canvasElement).findByRole('dialog');
    await expect(dialog.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};
