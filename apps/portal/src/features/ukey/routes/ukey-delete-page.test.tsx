import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockDriver } from '@scf/signing';
import type { CertInfo } from '@scf/signing';
import { CCB_ISSUER, binding, boundKey, request } from '../test/fixtures';
import { renderUkeyPage } from '../test/render-ukey-page';
import UkeyDeletePage from './ukey-delete-page';

const ROWS = [
  binding(),
  binding({ ukeyNo: '2f01', ukeyCode: 'CCB5100009002', userName: 's1_op', personName: '王经办', roleCode: 'ROLE_OPERATOR', certType: 'SM2', medium: 'SOFT' }),
];

function setup(remove: unknown = request({ oldSerial: '2f01' }), rows = ROWS) {
  return renderUkeyPage(UkeyDeletePage, { at: '/my/enterprise-info/ukey/delete?ukeyNo=2f01', server: { list: rows, delete: remove } });
}

describe('注销Ukey page', () => {
  const KEY: CertInfo = boundKey();
  const REVOCATION = {
    revocationId: 'URV1',
    ukeyNo: '1a2b',
    ukeyCode: 'CCB5100001101',
    holderUserName: 's1_dir',
    holderPersonName: '李主管',
    reason: 'Ukey遗失',
    requestedBy: '另一主管',
    requestedByUserName: 's1_dir2',
    requestedAt: '2025-06-16T02:00:00.000Z',
    status: 'PENDING' as const,
    decidedBy: null,
    decidedAt: null,
  };

  it('has a hardware Ukey sign its own 注销 original on the page before anything is revoked (issue 26 H1)', async () => {
    const driver = createMockDriver({ version: '3.2.0', certificates: [KEY] });
    const server = { list: ROWS, deleteOriginal: '注销Ukey 原文 挑战n-2', delete: request({ oldSerial: '1a2b' }) };
    const { user, sent } = renderUkeyPage(UkeyDeletePage, { at: '/my/enterprise-info/ukey/delete?ukeyNo=1a2b', server, driver });
    expect(await screen.findByRole('radio', { name: '使用该Ukey签名注销' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: '注销原因' }), '更换介质');
    await user.click(screen.getByRole('button', { name: '注销' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认注销印刷号尾号为1101的Ukey？' });
    expect(dialog).toHaveTextContent('确认后请插入该Ukey并核对签名原文');
    await user.click(within(dialog).getByRole('button', { name: '确认注销' }));
    const confirm = await screen.findByRole('region', { name: '签名确认' });
    expect(within(confirm).getByText('注销Ukey 原文 挑战n-2')).toBeInTheDocument();
    expect(sent('delete')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/my/enterprise-info/ukey/list {"flash":"注销成功"}');
    expect(sent('deleteOriginal')).toEqual([{ ukeyNo: '1a2b', reason: '更换介质' }]);
    expect(sent('delete')).toEqual([
      {
        ukeyNo: '1a2b',
        reason: '更换介质',
        payload: expect.objectContaining({ certSerialNo: '1a2b', original: '注销Ukey 原文 挑战n-2', issuerDn: CCB_ISSUER }),
      },
    ]);
  });

  it('revokes a lost Ukey by the holder’s SMS code for another director to approve, and lets this director approve another’s', async () => {
    const server = {
      list: ROWS,
      lostSms: { mobile: '139****1102', resendAfterSeconds: 60, expiresInSeconds: 300, demoCode: '123456' },
      lost: { ...REVOCATION, requestedByUserName: 's1_dir', requestedBy: '李主管' },
      revocations: [REVOCATION],
      approveRevocation: request({ oldSerial: '1a2b' }),
    };
    const { user, sent } = renderUkeyPage(UkeyDeletePage, { at: '/my/enterprise-info/ukey/delete?ukeyNo=1a2b', server });
    await user.click(await screen.findByRole('radio', { name: 'Ukey遗失：持有人短信验证，另一位主管复核' }));
    const form = screen.getByRole('form', { name: 'Ukey遗失注销' });
    await user.type(within(form).getByRole('textbox', { name: '注销原因' }), 'Ukey遗失');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await within(form).findByText('验证码已发送至持有人李主管的手机 139****1102')).toBeInTheDocument();
    expect(within(form).getByText('【演示环境】验证码：123456')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: '短信验证码' }), '123456');
    await user.click(within(form).getByRole('button', { name: '提交注销申请' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('注销申请已提交，待另一位主管复核后生效');
    expect(sent('lost')).toEqual([{ ukeyNo: '1a2b', reason: 'Ukey遗失', smsCode: '123456' }]);
  });

  it('offers 复核通过 on another director’s pending lost-Ukey 注销 only', async () => {
    const server = {
      list: ROWS,
      revocations: [REVOCATION, { ...REVOCATION, revocationId: 'URV2', requestedByUserName: 's1_dir' }],
      approveRevocation: request({ oldSerial: '1a2b' }),
    };
    const { user, sent } = renderUkeyPage(UkeyDeletePage, { at: '/my/enterprise-info/ukey/delete', server });
    const table = await screen.findByRole('table', { name: '遗失注销申请' });
    expect(within(table).getAllByRole('button', { name: '复核通过' })).toHaveLength(1);
    expect(within(table).getByText('待另一位主管复核')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '复核通过' }));
    expect(await screen.findByText('已复核通过，印刷号 CCB5100001101 的Ukey已注销')).toBeInTheDocument();
    expect(sent('approveRevocation')).toEqual([{ revocationId: 'URV1' }]);
  });

  it('prefills the key from the query, validates the reason with the contract schema, confirms and returns to the list with 注销成功', async () => {
    const { user, sent } = setup();
    expect(await screen.findByRole('combobox', { name: '要注销的Ukey' })).toHaveTextContent('CCB5100009002 · 王经办（s1_op）· 经办');
    expect(screen.getByText('Ukey信息')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '注销' }));
    expect(await screen.findByText('请填写注销原因')).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: '注销原因' });
    await user.type(reason, '人'.repeat(101));
    expect(await screen.findByText('注销原因不能超过100个字')).toBeInTheDocument();
    await user.clear(reason);
    await user.type(reason, '人员离职');
    expect(screen.getByText('已输入 4 字，最多 100 字')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '注销' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认注销印刷号尾号为9002的Ukey？' });
    expect(dialog).toHaveTextContent('注销后持有人将无法使用该Ukey签名，且需重新登录');
    expect(sent('delete')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确认注销' }));
    expect(await screen.findByRole('status', { name: '当前地址' })).toHaveTextContent('/my/enterprise-info/ukey/list {"flash":"注销成功"}');
    expect(sent('delete')).toEqual([{ ukeyNo: '2f01', reason: '人员离职' }]);
  });

  it('cancelling the dialog sends nothing', async () => {
    const { user, sent } = setup();
    await user.type(await screen.findByRole('textbox', { name: '注销原因' }), 'Ukey遗失');
    await user.click(screen.getByRole('button', { name: '注销' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent('delete')).toEqual([]);
  });

  it('shows a refusal by the server inline and keeps what was typed', async () => {
    const { user } = setup(new Error('仅主管可注销Ukey'));
    await user.type(await screen.findByRole('textbox', { name: '注销原因' }), 'Ukey遗失');
    await user.click(screen.getByRole('button', { name: '注销' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认注销' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('注销失败：仅主管可注销Ukey');
    expect(screen.getByRole('textbox', { name: '注销原因' })).toHaveValue('Ukey遗失');
    expect(screen.queryByRole('status', { name: '当前地址' })).not.toBeInTheDocument();
  });

  it('without a chosen key the form asks for one; without active keys it says there is none', async () => {
    const { user, unmount } = renderUkeyPage(UkeyDeletePage, { at: '/my/enterprise-info/ukey/delete', server: { list: ROWS } });
    await user.type(await screen.findByRole('textbox', { name: '注销原因' }), '离职');
    await user.click(screen.getByRole('button', { name: '注销' }));
    expect(await screen.findByText('请选择要注销的Ukey')).toBeInTheDocument();
    unmount();
    setup(undefined, [binding({ status: 'REVOKED' })]);
    expect(await screen.findByText('暂无可注销的Ukey')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回Ukey管理' })).toHaveAttribute('href', '/my/enterprise-info/ukey/list');
  });
});
