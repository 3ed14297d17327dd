import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customerServiceEndpoints } from '@scf/api/contract';
import type { AuthValue } from '../../../lib/auth';
import { fakeClient } from '../../../test/fake-client';
import { withHandlers } from '../../../test/extra-handlers';
import { platformConfigA } from '../../../test/fixtures';
import { renderScreen, testAuth } from '../../../test/render-screen';
import ServiceDialog from './service-dialog';

function setup(auth: AuthValue = testAuth({ personName: '张经办' })) {
  const fake = fakeClient({ platform: platformConfigA });
  const handler = withHandlers(fake.client, [[customerServiceEndpoints.leaveMessage, () => ({ messageId: 'M1', createdAt: 1 })]]);
  const view = renderScreen(() => <ServiceDialog onClose={vi.fn()} />, { at: '/help/index', client: fake.client, auth });
  return { ...view, sent: handler(customerServiceEndpoints.leaveMessage) };
}

describe('在线客服 of the platform', () => {
  it('shows the hotline and 7*24 hours, and leaves a message', async () => {
    const { user, sent } = setup();
    const dialog = await screen.findByRole('dialog', { name: '在线客服' });
    await waitFor(() => expect(dialog).toHaveTextContent('400-000-0000'));
    expect(dialog).toHaveTextContent('7*24小时');
    expect(screen.getByLabelText(/联系人/)).toHaveValue('张经办');
    await user.type(screen.getByLabelText(/手机号码/), '13912345678');
    await user.type(screen.getByLabelText(/留言内容/), '请回电');
    await user.click(screen.getByRole('button', { name: '提交留言' }));
    expect(await screen.findByRole('status')).toHaveTextContent('留言已提交');
    expect(sent.mock.calls[0]?.[0]).toEqual({ body: { contactName: '张经办', mobilePhone: '13912345678', content: '请回电' } });
  });

  it('refuses an empty message and a bad mobile with the spec messages', async () => {
    const { user, sent } = setup();
    await screen.findByRole('dialog', { name: '在线客服' });
    await user.type(screen.getByLabelText(/手机号码/), '12345');
    await user.click(screen.getByRole('button', { name: '提交留言' }));
    expect(await screen.findByText('手机号码不符合规范')).toBeInTheDocument();
    expect(screen.getByText('此处不能为空')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('asks a visitor who is not signed in to call instead', async () => {
    setup({ ...testAuth(), status: 'anonymous', session: null } as AuthValue);
    expect(await screen.findByText('登录后可在线留言；未登录时请拨打客服热线。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交留言' })).toBeNull();
  });
});
