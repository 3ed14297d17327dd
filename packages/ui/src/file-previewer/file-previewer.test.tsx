import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../test/axe';
import { createPreviewResolver } from './create-preview-resolver';
import { FilePreviewer } from './file-previewer';
import type { PreviewFile, PreviewResolver } from './use-preview-source';

// pdf.js needs canvas and a worker, which jsdom lacks: the viewer is tested against a stand-in with its interface.
vi.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: ({ children, onLoadSuccess, file }: { children: ReactNode; onLoadSuccess(doc: { numPages: number }): void; file: string }) => {
    useEffect(() => onLoadSuccess({ numPages: 3 }), [onLoadSuccess]);
    return <div data-file={file}>{children}</div>;
  },
  Page: ({ pageNumber }: { pageNumber: number }) => <span>page-{pageNumber}</span>,
}));

const image: PreviewFile = { pkFile: 'F1', url: 'https://oss.example/invoice.png', mimeType: 'image/png', fileName: '发票.png' };
const pdf: PreviewFile = { pkFile: 'F2', url: 'https://oss.example/contract.pdf', mimeType: 'application/pdf', fileName: '合同.pdf' };
const zip: PreviewFile = { pkFile: 'F3', url: 'https://oss.example/a.zip', mimeType: 'application/zip', fileName: '资料.zip' };

function setup(file: PreviewFile, extra: { resolvePreview?: PreviewResolver; downloadUrl?: string } = {}) {
  const onOpenChange = vi.fn();
  const view = render(<FilePreviewer open file={file} onOpenChange={onOpenChange} {...extra} />);
  return { onOpenChange, user: userEvent.setup(), ...view };
}

const picture = (name: string) => screen.getByRole('img', { name });

describe('FilePreviewer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a dialog named after the file and closes', async () => {
    const { onOpenChange, user } = setup(image);
    expect(screen.getByRole('dialog', { name: '发票.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('zooms ×1.1 / ×0.9 and rotates by 90°', async () => {
    const { user } = setup(image);
    const img = picture('发票.png');
    await user.click(screen.getByRole('button', { name: '放大' }));
    expect(screen.getByText('110%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '缩小' }));
    expect(screen.getByText('99%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '旋转' }));
    expect(img.style.transform).toContain('rotate(90deg)');
    await user.click(screen.getByRole('button', { name: '还原' }));
    expect(img.style.transform).toBe('translate(0px, 0px) rotate(0deg) scale(1)');
  });

  it('drags the image but keeps 5 px of it on screen; arrow keys move it too', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const { user } = setup(image);
    const img = picture('发票.png');
    const viewport = screen.getByRole('group', { name: '可拖动图片，方向键移动' });
    fireEvent.pointerDown(viewport, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 130, clientY: 80 });
    expect(img.style.transform).toContain('translate(30px, -20px)');
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 5000, clientY: 5000 });
    expect(img.style.transform).toContain('translate(495px, 345px)');
    fireEvent.pointerUp(viewport, { pointerId: 1 });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 0, clientY: 0 });
    expect(img.style.transform).toContain('translate(495px, 345px)');
    viewport.focus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(img.style.transform).toContain('translate(475px, 325px)');
  });

  it('shows the placeholder with alt "image load error" when the image fails', () => {
    setup(image);
    fireEvent.error(picture('发票.png'));
    expect(picture('image load error')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '放大' })).toBeNull();
  });

  it('shows a PDF in the lazily loaded viewer, one region per page', async () => {
    setup(pdf);
    expect(await screen.findByRole('group', { name: '第 3 页' })).toBeInTheDocument();
    expect(screen.getByText('page-1')).toBeInTheDocument();
    expect(screen.getByText('共 3 页')).toBeInTheDocument();
  });

  it('anything else: 该格式暂不支持预览 with a download link', () => {
    setup(zip, { downloadUrl: '/v1/files/download/F3' });
    expect(screen.getByText(/该格式暂不支持预览/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载文件' })).toHaveAttribute('href', '/v1/files/download/F3');
  });

  it('never turns a javascript: url into a link', () => {
    setup({ ...zip, url: 'javascript:alert(1)' });
    expect(screen.getByText(/该格式暂不支持预览/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('loads from the resolver when given one', async () => {
    const resolve = vi.fn<PreviewResolver>(async () => ({ code: '0', url: 'https://oss.example/signed.png', mimeType: 'image/png' }));
    setup(image, { resolvePreview: resolve });
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    await waitFor(() => expect(picture('发票.png')).toHaveAttribute('src', 'https://oss.example/signed.png'));
    expect(resolve).toHaveBeenCalledWith(image, expect.any(AbortSignal));
  });

  it.each([
    ['a non-zero code', async () => ({ code: '99999999', url: 'https://oss.example/x.png', mimeType: 'image/png' })],
    ['a rejection', async () => Promise.reject(new Error('网络异常'))],
  ])('%s clears the url: the image placeholder shows (spec §8)', async (_, resolve) => {
    setup(image, { resolvePreview: resolve as PreviewResolver });
    expect(await screen.findByRole('img', { name: 'image load error' })).toBeInTheDocument();
  });

  it('createPreviewResolver calls the preview endpoint with the original size', async () => {
    const preview = vi.fn(async () => ({ useOss: true, url: 'https://oss.example/p.pdf', mimeType: 'application/pdf' }));
    const resolver = createPreviewResolver(preview);
    await expect(resolver(pdf, new AbortController().signal)).resolves.toEqual({ url: 'https://oss.example/p.pdf', mimeType: 'application/pdf' });
    expect(preview).toHaveBeenCalledWith({ pkFile: 'F2', thumbnailType: 'ORIGINAL' });
  });

  it.each([
    ['image', image],
    ['pdf', pdf],
    ['unsupported', zip],
  ])('%s has no axe violations', async (_, file) => {
    setup(file);
    await act(async () => {
      await Promise.resolve();
    });
    if (file === pdf) await screen.findByText('page-3');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
