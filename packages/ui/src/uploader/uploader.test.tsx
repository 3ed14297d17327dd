import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FileRecord } from '@scf/api/contract';
import { axeViolations } from '../test/axe';
import { UploadError } from './upload-error';
import type { UploadAdapter, UploadOptions } from './upload-adapter';
import { Uploader } from './uploader';
import type { UploaderProps } from './uploader';

interface Call {
  file: File;
  options: UploadOptions;
  resolve(record: FileRecord): void;
  reject(error: unknown): void;
}

function fakeAdapter() {
  const calls: Call[] = [];
  const adapter: UploadAdapter = {
    upload: vi.fn((file: File, options: UploadOptions) => new Promise<FileRecord>((resolve, reject) => calls.push({ file, options, resolve, reject }))),
  };
  return { adapter, calls };
}

const pdf = (name = '合同.pdf', size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const recordOf = (pkFile: string) => ({ pkFile, url: `https://oss.example/${pkFile}`, mimeType: 'application/pdf' });

function setup(props: Partial<UploaderProps> = {}) {
  const { adapter, calls } = fakeAdapter();
  const onChange = vi.fn();
  const onError = vi.fn();
  const view = render(<Uploader adapter={adapter} onChange={onChange} onError={onError} {...props} />);
  const input = view.container.querySelectorAll<HTMLInputElement>('input[type=file]')[0]!;
  const replaceInput = view.container.querySelectorAll<HTMLInputElement>('input[type=file]')[1]!;
  const choose = (...files: File[]) => fireEvent.change(input, { target: { files } });
  return { adapter, calls, onChange, onError, input, replaceInput, choose, user: userEvent.setup(), ...view };
}

describe('Uploader', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uploading → finished: shows progress, then 上传成功, and reports the record', async () => {
    const { calls, choose, onChange } = setup();
    choose(pdf());
    const bar = screen.getByRole('progressbar', { name: '合同.pdf 上传进度' });
    act(() => calls[0]!.options.onProgress(42));
    expect(bar).toHaveAttribute('value', '42');
    await act(async () => calls[0]!.resolve(recordOf('F1')));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('上传成功')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([{ ...recordOf('F1'), fileName: '合同.pdf' }]);
  });

  it('fail: the adapter error is shown and reported with its kind', async () => {
    const { calls, choose, onError, onChange } = setup();
    choose(pdf());
    await act(async () => calls[0]!.reject(new UploadError('callback')));
    expect(screen.getByRole('alert')).toHaveTextContent('回调函数错误');
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('回调函数错误')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'callback', code: 'UPLOAD_CALLBACK' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('an unexpected rejection becomes an upload error: 上传失败', async () => {
    const { calls, choose, onError } = setup();
    choose(pdf());
    await act(async () => calls[0]!.reject(new Error('boom')));
    expect(screen.getByRole('alert')).toHaveTextContent('上传失败');
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ kind: 'upload' });
  });

  it('checks size and extension before uploading', () => {
    const { adapter, choose, onError } = setup({ sizeOverridesKb: { pdf: 1 } });
    choose(pdf('大文件.pdf', 1025));
    expect(screen.getByRole('alert')).toHaveTextContent('文件超过最大限制0M');
    choose(new File(['x'], 'virus.exe'));
    expect(screen.getByRole('alert')).toHaveTextContent('仅支持上传pdf、jpg、jpeg、png、zip、rar格式的文件');
    expect(onError.mock.calls.map((c) => (c[0] as UploadError).kind)).toEqual(['size', 'extension']);
    expect(adapter.upload).not.toHaveBeenCalled();
  });

  it('max count: extra files are refused at selection and the add block hides; removing brings it back', async () => {
    const { adapter, calls, choose, onError, user } = setup({ maxCount: 2 });
    choose(pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'));
    expect(adapter.upload).toHaveBeenCalledTimes(2);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ kind: 'count', message: '最多上传2个文件' });
    expect(screen.queryByRole('button', { name: /上传文件/ })).toBeNull();
    await act(async () => calls[0]!.resolve(recordOf('A')));
    await user.click(screen.getByRole('button', { name: '删除 a.pdf' }));
    expect(screen.getByRole('button', { name: /上传文件/ })).toBeInTheDocument();
    expect(screen.queryByText('a.pdf')).toBeNull();
  });

  it('remove during upload cancels it', async () => {
    const { calls, choose, user } = setup();
    choose(pdf());
    await user.click(screen.getByRole('button', { name: '删除 合同.pdf' }));
    expect(calls[0]!.options.signal.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('replace puts a new file in the same place and cancels the old upload', async () => {
    const { calls, choose, replaceInput, onChange, user } = setup();
    choose(pdf('a.pdf'), pdf('b.pdf'));
    await act(async () => calls[0]!.resolve(recordOf('A')));
    const click = vi.spyOn(replaceInput, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: '替换 b.pdf' }));
    expect(click).toHaveBeenCalled();
    fireEvent.change(replaceInput, { target: { files: [pdf('c.pdf')] } });
    expect(calls[1]!.options.signal.aborted).toBe(true);
    await act(async () => calls[2]!.resolve(recordOf('C')));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('a.pdf'),
      expect.stringContaining('c.pdf'),
      expect.stringContaining('上传文件'),
    ]);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ pkFile: 'A' }), expect.objectContaining({ pkFile: 'C', fileName: 'c.pdf' })]);
  });

  it('accepts dropped files and a pasted screenshot', () => {
    const { adapter } = setup({ extensions: ['png', 'pdf'] });
    const area = screen.getByRole('group', { name: '文件上传' });
    fireEvent.drop(area, { dataTransfer: { files: [pdf('拖入.pdf')] } });
    fireEvent.paste(area, { clipboardData: { files: [new File(['png'], 'image.png', { type: 'image/png' })] } });
    expect(vi.mocked(adapter.upload).mock.calls.map((c) => c[0].name)).toEqual(['拖入.pdf', 'image.png']);
  });

  it('the add block is a keyboard button that opens the file chooser, described by the hint', async () => {
    const { input, user } = setup();
    const click = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    const add = screen.getByRole('button', { name: /上传文件/ });
    expect(add).toHaveAccessibleDescription('点击、拖拽或粘贴截图上传');
    await user.tab();
    expect(add).toHaveFocus();
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(1);
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.zip,.rar');
  });

  it('shows existing files and a 预览 button when the host can preview', async () => {
    const onPreview = vi.fn();
    const { user } = setup({ defaultFiles: [{ ...recordOf('F9'), fileName: '旧合同.pdf' }], onPreview });
    await user.click(screen.getByRole('button', { name: '预览 旧合同.pdf' }));
    expect(onPreview).toHaveBeenCalledWith({ ...recordOf('F9'), fileName: '旧合同.pdf' });
  });

  it('disabled: no add, replace or remove', () => {
    setup({ disabled: true, defaultFiles: [{ ...recordOf('F9'), fileName: '旧合同.pdf' }] });
    expect(screen.getByRole('button', { name: /上传文件/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: '删除 旧合同.pdf' })).toBeDisabled();
  });

  it('has no axe violations empty, uploading, finished and failed', async () => {
    const { calls, choose, container } = setup();
    expect(await axeViolations(container)).toEqual([]);
    choose(pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'));
    await act(async () => {
      calls[0]!.resolve(recordOf('A'));
      calls[1]!.reject(new UploadError('upload'));
    });
    expect(await axeViolations(container)).toEqual([]);
  });
});
