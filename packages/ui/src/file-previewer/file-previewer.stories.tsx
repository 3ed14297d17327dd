import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { inPage } from '../test/story-play';
import { FilePreviewer } from './file-previewer';
import { chinesePdfUrl, imageUrl, pdfUrl } from './story-fixtures';

const meta = {
  title: 'Shell/FilePreviewer',
  component: FilePreviewer,
  args: {
    open: true,
    onOpenChange: fn(),
    file: { pkFile: 'F1', url: imageUrl(), mimeType: 'image/png', fileName: '发票.png' },
  },
  // Files by kind, never as raw blob/data addresses: the control offers the kinds a screen previews.
  argTypes: {
    file: {
      control: {
        type: 'select',
        labels: { image: '图片（发票.png）', pdf: 'PDF（合同.pdf）', chinesePdf: '中文 PDF', zip: '不支持的格式（资料.zip）', broken: '无法加载的图片' },
      },
      options: ['image', 'pdf', 'chinesePdf', 'zip', 'broken'],
      mapping: {
        image: { pkFile: 'F1', url: imageUrl(), mimeType: 'image/png', fileName: '发票.png' },
        pdf: { pkFile: 'F3', url: pdfUrl(), mimeType: 'application/pdf', fileName: '合同.pdf' },
        chinesePdf: { pkFile: 'F5', url: chinesePdfUrl(), mimeType: 'application/pdf', fileName: '中文合同.pdf' },
        zip: { pkFile: 'F4', url: '/v1/files/download/F4', mimeType: 'application/zip', fileName: '资料.zip' },
        broken: { pkFile: 'F2', url: 'https://invalid.example/missing.png', mimeType: 'image/png', fileName: '损坏.png' },
      },
    },
    resolvePreview: { control: false },
    downloadUrl: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `
Preview of an uploaded file in a dialog: images (zoom ×1.1 / ×0.9, rotate, drag with a 5 px margin), PDFs
(react-pdf, loaded lazily with its worker and CJK character maps) and a download link for other kinds. It shows
加载中 while the preview address is resolved and *image load error* when the file cannot be shown.

**Do**
- Resolve the preview address through \`resolvePreview\` (the preview call); the part clears a failed answer.
- Offer \`downloadUrl\` for kinds it cannot show.

**Don't**
- Don't pass \`data:\` or \`javascript:\` addresses: only http(s) and blob: URLs are shown.
- Don't preload the PDF viewer on a list page: it loads itself when opened.
`,
      },
    },
  },
} satisfies Meta<typeof FilePreviewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image at rest, 100 %, with its zoom, rotate and download tools. */
export const ImageAtRest: Story = {
  play: async ({ canvasElement }) => {
    const img = await inPage(canvasElement).findByRole('img', { name: '发票.png' });
    await waitFor(() => expect((img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).toBe(true));
  },
};

/** The preview address is still being fetched (the resolver has not answered): 加载中. */
export const Loading: Story = {
  args: { resolvePreview: () => new Promise(() => undefined) },
};

/** Zoom ×1.1 / ×0.9, rotate 90°, drag (or arrow keys) with a 5 px on-screen margin. */
export const Image: Story = {
  name: 'Test · zoom, rotate, drag',
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const page = inPage(canvasElement);
    const img = await page.findByRole('img', { name: '发票.png' });
    await userEvent.click(page.getByRole('button', { name: '放大' }));
    await expect(page.getByText('110%')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: '旋转' }));
    await expect(img.style.transform).toContain('rotate(90deg)');
    page.getByRole('group', { name: '可拖动图片，方向键移动' }).focus();
    for (let i = 0; i < 80; i++) await userEvent.keyboard('{ArrowRight}');
    // However far it is pushed, 5 px of the image stay inside the viewport.
    const view = page.getByRole('group', { name: '可拖动图片，方向键移动' }).getBoundingClientRect();
    await expect(Math.round(view.right - img.getBoundingClientRect().left)).toBe(5);
  },
};

/** spec §8: a failed image shows the placeholder with alt "image load error". */
export const ImageLoadError: Story = {
  args: { file: { pkFile: 'F2', url: 'https://invalid.example/missing.png', mimeType: 'image/png', fileName: '损坏.png' } },
  play: async ({ canvasElement }) => {
    await expect(await inPage(canvasElement).findByRole('img', { name: 'image load error' }, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** spec §8: the preview call answered a non-zero code: the url is cleared. */
export const PreviewCallFailed: Story = {
  args: {
    resolvePreview: async () => ({ code: '99999999', url: '', mimeType: 'image/png' }),
  },
  play: async ({ canvasElement }) => {
    await expect(await inPage(canvasElement).findByRole('img', { name: 'image load error' })).toBeInTheDocument();
  },
};

/** The PDF viewer loads as its own chunk; pages render as they scroll into view. */
export const Pdf: Story = {
  args: { file: { pkFile: 'F3', url: pdfUrl(), mimeType: 'application/pdf', fileName: '合同.pdf' } },
  play: async ({ canvasElement }) => {
    const page = inPage(canvasElement);
    const first = await page.findByRole('group', { name: '第 1 页' }, { timeout: 20_000 });
    await waitFor(() => expect(first.querySelector('canvas')).not.toBeNull(), { timeout: 20_000 });
  },
};

/** The `.bcmap` files this page fetched since the story began (a PerformanceObserver sees every entry, even when
 * the resource-timing buffer of a long test run is full). */
let cMapFetches: string[] = [];

/**
 * A Chinese PDF with a non-embedded font (STSong-Light, UniGB-UCS2-H): pdf.js must load that character map, and it
 * comes from our bundle on the page's own origin, not a CDN. Our CMapReaderFactory fetches on the main thread
 * (`useWorkerFetch: false`), so the fetch shows in this window's resource timing.
 */
export const PdfChinese: Story = {
  args: { file: { pkFile: 'F5', url: chinesePdfUrl(), mimeType: 'application/pdf', fileName: '中文合同.pdf' } },
  beforeEach: () => {
    cMapFetches = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (new URL(entry.name).pathname.endsWith('.bcmap')) cMapFetches.push(entry.name);
    });
    observer.observe({ type: 'resource' });
    return () => observer.disconnect();
  },
  play: async ({ canvasElement }) => {
    const page = inPage(canvasElement);
    const first = await page.findByRole('group', { name: '第 1 页' }, { timeout: 20_000 });
    await waitFor(() => expect(first.querySelector('canvas')).not.toBeNull(), { timeout: 20_000 });
    await waitFor(() => expect(cMapFetches.some((url) => url.includes('UniGB-UCS2-H'))).toBe(true), { timeout: 20_000 });
    for (const url of cMapFetches) await expect(new URL(url).origin).toBe(location.origin);
    // A missing map would have failed the document (MissingCMapError → the PDF 加载失败 alert).
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

export const Unsupported: Story = {
  args: { file: { pkFile: 'F4', url: '/v1/files/download/F4', mimeType: 'application/zip', fileName: '资料.zip' }, downloadUrl: '/v1/files/download/F4' },
  play: async ({ canvasElement }) => {
    const page = inPage(canvasElement);
    await expect(page.getByText(/该格式暂不支持预览/)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: '下载文件' })).toHaveAttribute('href', '/v1/files/download/F4');
  },
};
