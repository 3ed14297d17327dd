import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@scf/api';
import { feedbackEndpoints, fileEndpoints } from '@scf/api/contract';
import { ToastProvider } from '@scf/ui';
import { fakeClient } from '../../../test/fake-client';
import { withHandlers } from '../../../test/extra-handlers';
import { renderScreen, testAuth } from '../../../test/render-screen';
import FeedbackDialog from './feedback-dialog';

function setup(submit: (input: unknown) => unknown = () => ({ feedbackId: 'F1' })) {
  const fake = fakeClient();
  let n = 0;
  const handler = withHandlers(fake.client, [
    [feedbackEndpoints.submit, submit],
    [
      fileEndpoints.postPolicy,
      (input) => ({
        useOss: false,
        fileName: `uploads/S1/202606/${(input as { body: { localFileName: string } }).body.localFileName}`,
        url: '/v1/files',
        bucketName: '',
        policy: '',
        sign: '',
        accessKeyId: '',
        callback: 'token',
      }),
    ],
    [fileEndpoints.upload, () => ({ pkFile: `file${++n}`, url: `/v1/files/file${n}/snapshot/ORIGINAL/show`, mimeType: 'image/png' })],
  ]);
  const onClose = vi.fn();
  const Page = () => (
    <ToastProvider>
      <FeedbackDialog onClose={onClose} />
    </ToastProvider>
  );
  const view = renderScreen(Page, { at: '/help/index', client: fake.client, auth: testAuth({ personName: '张经办' }) });
  return { ...view, onClose, submitted: handler(feedbackEndpoints.submit), uploaded: handler(fileEndpoints.upload) };
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('意见反馈 dialog (spec §5)', () => {
  it('sends the opinion with two uploaded screenshots, empty name and phone left to the server, and says 提交成功', async () => {
    const { user, submitted, uploaded, onClose } = setup();
    const dialog = await screen.findByRole('dialog', { name: '意见反馈' });
    expect(screen.getByLabelText('联系人')).toHaveAttribute('placeholder', '不填写则默认为张经办');
    await user.type(screen.getByLabelText(/反馈内容/), '首页加载慢');
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, [png('a.png'), png('b.png')]);
    await waitFor(() => expect(uploaded).toHaveBeenCalledTimes(2));
    // Each screenshot goes up under its post policy's key (the local store enforces the policy).
    expect(uploaded.mock.calls.map((c) => (c[0] as { query: unknown }).query)).toEqual([
      { fileName: 'a.png', key: 'uploads/S1/202606/a.png' },
      { fileName: 'b.png', key: 'uploads/S1/202606/b.png' },
    ]);
    await screen.findAllByText('上传成功');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]?.[0]).toEqual({ body: { opinionContent: '首页加载慢', personName: '', mobilePhone: '', files: ['file1', 'file2'] } });
    expect(await screen.findByText('提交成功')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the spec messages and sends nothing: empty, too long, bad phone on blur', async () => {
    const { user, submitted } = setup();
    await screen.findByRole('dialog', { name: '意见反馈' });
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('此处不能为空')).toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号码'), '16612345678');
    await user.tab();
    expect(await screen.findByText('手机号码不符合规范')).toBeInTheDocument();
    await user.type(screen.getByLabelText('联系人'), '名'.repeat(21));
    await user.tab();
    expect(await screen.findByText('最多输入20个字')).toBeInTheDocument();
    const opinion = screen.getByLabelText(/反馈内容/);
    await user.click(opinion);
    await user.paste('字'.repeat(501));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('最多输入500个字')).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('refuses a non-image screenshot before uploading it', async () => {
    const { uploaded } = setup();
    const dialog = await screen.findByRole('dialog', { name: '意见反馈' });
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input).toHaveAttribute('accept', '.png,.jpeg,.jpg');
    // What a drop or a picker ignoring `accept` would hand over.
    fireEvent.change(input, { target: { files: [new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('仅支持上传png、jpeg、jpg格式的文件')).toBeInTheDocument();
    expect(uploaded).not.toHaveBeenCalled();
  });

  it('says 提交失败 and keeps the form when the server refuses', async () => {
    const { user, onClose } = setup(() => {
      throw new ApiError('BAD_REQUEST', '截图无效，请重新上传', 400);
    });
    await screen.findByRole('dialog', { name: '意见反馈' });
    await user.type(screen.getByLabelText(/反馈内容/), '好');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('提交失败')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/反馈内容/)).toHaveValue('好');
  });
});
