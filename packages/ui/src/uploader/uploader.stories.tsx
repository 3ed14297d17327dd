import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UploadError } from './upload-error';
import type { UploadAdapter } from './upload-adapter';
import { FEEDBACK_EXTENSIONS } from './upload-rules';
import { Uploader } from './uploader';

/** A stand-in for the OSS or /v1/files adapter: progress in steps, then a record (or the given failure). */
function demoAdapter(fail?: UploadError, stepMs = 120): UploadAdapter {
  return {
    upload: (file, { onProgress, signal }) =>
      new Promise((resolve, reject) => {
        let progress = 0;
        const timer = setInterval(() => {
          progress += 25;
          onProgress(progress);
          if (progress < 100) return;
          clearInterval(timer);
          if (fail) reject(fail);
          else resolve({ pkFile: `F-${file.name}`, url: URL.createObjectURL(file), mimeType: file.type });
        }, stepMs);
        signal.addEventListener('abort', () => clearInterval(timer));
      }),
  };
}

/**
 * A real PNG (a drawn receipt), so the thumbnail shows an image and not a broken-image icon: drawn on a canvas and
 * read back synchronously, as stories run offline.
 */
function receiptPng(label: string): Uint8Array<ArrayBuffer> {
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 400;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#f5f7fa';
  g.fillRect(0, 0, 300, 400);
  g.fillStyle = '#0958d9';
  g.fillRect(0, 0, 300, 56);
  g.fillStyle = '#c8d1dc';
  for (let y = 96; y < 360; y += 36) g.fillRect(28, y, y % 72 === 24 ? 160 : 244, 12);
  g.fillStyle = '#ffffff';
  g.font = '24px sans-serif';
  g.fillText(label, 28, 38);
  const base64 = canvas.toDataURL('image/png').split(',')[1]!;
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const pngFile = (name = '截图.png') => new File([receiptPng('RECEIPT')], name, { type: 'image/png' });

/** A finished image upload as the server lists it (a blob: address; stories run offline). */
const uploadedImage = (pkFile: string, fileName: string) => ({
  pkFile,
  url: URL.createObjectURL(new Blob([receiptPng(pkFile)], { type: 'image/png' })),
  mimeType: 'image/png',
  fileName,
});

/** An adapter whose uploads stop at the given percentage and never finish: the in-progress state, held. */
const stalledAdapter = (at: number): UploadAdapter => ({
  upload: (_file, { onProgress }) => {
    onProgress(at);
    return new Promise(() => undefined);
  },
});
const inputOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;

const meta = {
  title: 'Shell/Uploader',
  component: Uploader,
  args: { adapter: demoAdapter(), onChange: fn(), onError: fn() },
  // Choices, not raw objects: how the server answers, which files are already there, which types are allowed.
  argTypes: {
    adapter: {
      control: { type: 'select', labels: { ok: '上传成功', callback: '回调函数错误', stalled: '停在 60%' } },
      options: ['ok', 'callback', 'stalled'],
      mapping: { ok: demoAdapter(), callback: demoAdapter(new UploadError('callback'), 30), stalled: stalledAdapter(60) },
    },
    defaultFiles: {
      control: { type: 'select', labels: { none: '无', images: '两张图片', pdf: '一个 PDF' } },
      options: ['none', 'images', 'pdf'],
      mapping: {
        none: [],
        images: [uploadedImage('F1', '发票.png'), uploadedImage('F2', '回单.png')],
        pdf: [{ pkFile: 'F3', url: '', mimeType: 'application/pdf', fileName: '营业执照.pdf' }],
      },
    },
    extensions: {
      control: { type: 'select', labels: { feedback: 'pdf、jpg、jpeg、png', images: 'png、jpeg、jpg' } },
      options: ['feedback', 'images'],
      mapping: { feedback: FEEDBACK_EXTENSIONS, images: ['png', 'jpeg', 'jpg'] },
    },
    listType: { control: 'inline-radio', options: ['image', 'text'] },
    sizeOverridesKb: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component: `
File upload with the spec's rules: allowed extensions, size per type, a maximum count, progress per file,
replace and remove. Image lists show 140 px 3:4 thumbnails; text lists show names.

**Do**
- Pass the screen's own extension list and size limits; the refusal messages are the spec's.
- Use the OSS or /v1/files adapter of the portal; stories use a stand-in.

**Don't**
- Don't hide the add block's label: it says what may be uploaded.
- Don't let a screen submit while a file is still uploading.
`,
      },
    },
  },
} satisfies Meta<typeof Uploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image blocks 140 px wide at 3:4, thumbnails of the uploaded images, and the add block. */
export const WithImages: Story = {
  args: { defaultFiles: [uploadedImage('F1', '发票.png'), uploadedImage('F2', '回单.png')] },
};

/** An upload in progress (held at 60 %): the progress bar under the thumbnail. */
export const Uploading: Story = {
  args: { adapter: stalledAdapter(60) },
  play: async ({ canvasElement }) => {
    await userEvent.upload(inputOf(canvasElement), pngFile('合同扫描件.png'));
    await expect(within(canvasElement).getByRole('progressbar', { name: '合同扫描件.png 上传进度' })).toBeInTheDocument();
  },
};

/** Image blocks 140 px wide at 3:4; uploading shows progress, then 上传成功. */
export const Default: Story = {
  name: 'Test · upload to 上传成功',
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /上传文件/ }).getBoundingClientRect().width).toBe(140);
    await userEvent.upload(inputOf(canvasElement), pngFile());
    await expect(canvas.getByRole('progressbar', { name: '截图.png 上传进度' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('上传成功')).toBeInTheDocument());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([expect.objectContaining({ pkFile: 'F-截图.png', fileName: '截图.png' })]));
  },
};

export const TextList: Story = {
  args: { listType: 'text', defaultFiles: [{ pkFile: 'F1', url: '', mimeType: 'application/pdf', fileName: '营业执照.pdf' }] },
};

/** The feedback style: png/jpeg/jpg (spec §5 feedback screenshots), 5120 KB, 5 files. */
export const FeedbackScreenshots: Story = {
  args: { extensions: ['png', 'jpeg', 'jpg'], maxSizeKb: 5120, maxCount: 5 },
};

/** The spec's feedback-style default whitelist with a refused extension. */
export const RefusedExtension: Story = {
  args: { extensions: FEEDBACK_EXTENSIONS },
  play: async ({ canvasElement, args }) => {
    const input = inputOf(canvasElement);
    await userEvent.upload(input, new File(['x'], '资料.zip'), { applyAccept: false });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('仅支持上传pdf、jpg、jpeg、png格式的文件');
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'extension' }));
  },
};

/** Max count reached: the add block is gone until a file is removed. */
export const MaxCountReached: Story = {
  name: 'Test · max count',
  tags: ['interaction', '!autodocs'],
  args: {
    maxCount: 2,
    defaultFiles: [
      { pkFile: 'F1', url: '', mimeType: 'application/pdf', fileName: '合同.pdf' },
      { pkFile: 'F2', url: '', mimeType: 'application/pdf', fileName: '发票.pdf' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /上传文件/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '删除 发票.pdf' }));
    await expect(canvas.getByRole('button', { name: /上传文件/ })).toBeInTheDocument();
  },
};

/** An OSS callback that answered nonsense: 回调函数错误 on the file and in the alert. */
export const CallbackFailed: Story = {
  args: { adapter: demoAdapter(new UploadError('callback'), 30) },
  play: async ({ canvasElement }) => {
    await userEvent.upload(inputOf(canvasElement), pngFile('回执.png'));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('回调函数错误'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultFiles: [{ pkFile: 'F1', url: '', mimeType: 'application/pdf', fileName: '合同.pdf' }] },
};
