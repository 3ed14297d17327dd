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

const pngFile = (name = '截图.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const inputOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;

const meta = {
  title: 'Shell/Uploader',
  component: Uploader,
  args: { adapter: demoAdapter(), onChange: fn(), onError: fn() },
} satisfies Meta<typeof Uploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image blocks 140 px wide at 3:4; uploading shows progress, then 上传成功. */
export const Default: Story = {
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
