import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import type { Notice } from '@scf/api/contract';
import type { FakeServer } from '../../test/fake-client';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const HOME = '/cv3/credit/core/index/operator';
const AGREEMENT = '供应链金融服务平台注册协议';
const REAUTH = '管理员信息已变更，需重新实名认证才可继续开展业务';

const notice = (id: string, title: string, ejectFrequency: '0' | '1'): Notice => ({
  noticeId: id,
  noticeTitle: title,
  noticeContent: `<p>${title}的内容</p>`,
  btnName: '我知道了',
  btnEffect: '0',
  link: '',
  ejectFrequency,
});

/** jsdom has no layout: give the agreement body a size and scroll it to within `left` px of the bottom. */
function scrollAgreement(left: number) {
  const region = screen.getByRole('region', { name: AGREEMENT });
  Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(region, 'clientHeight', { configurable: true, value: 300 });
  region.scrollTop = 700 - left;
  fireEvent.scroll(region);
}

/** Opens the home page, presses `button` in the dialog that shows, and expects a logout to the login page. */
async function leaveBy(server: Partial<FakeServer>, dialogShown: Promise<HTMLElement>, button: string) {
  const user = userEvent.setup();
  const view = renderApp(HOME, server);
  await user.click(within(await dialogShown).getByRole('button', { name: button }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/cv3/login/login'));
  expect(view.on.auth.logout).toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('dialog') ?? screen.queryByRole('alertdialog')).toBeNull());
  return view;
}

describe('registration agreement after login (spec §4, §8)', () => {
  it('forces signing after a login, enables 同意 within 20 px of the bottom, signs and says so', async () => {
    const user = userEvent.setup();
    const { on } = renderApp('/cv3/login/login', { user: null, agreementSigned: false });
    await user.type(await screen.findByLabelText('用户名'), 's4_admin');
    await user.type(screen.getByLabelText('密码'), 'Demo@2025a');
    await user.click(screen.getByRole('button', { name: '登录' }));

    // The first login of the file loads the home screen, the shell checks and the modal as lazy chunks, transformed on
    // first import: on busy shared cores that alone has taken over 5 s.
    const dialog = await screen.findByRole('dialog', { name: AGREEMENT });
    expect(dialog).toHaveTextContent('四十八（48）小时');
    const agree = within(dialog).getByRole('button', { name: '同意' });
    expect(agree).toBeDisabled();
    scrollAgreement(21);
    expect(agree).toBeDisabled();
    scrollAgreement(20);
    expect(agree).toBeEnabled();
    await user.click(agree);

    expect(await screen.findByText('注册协议签订成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: AGREEMENT })).toBeNull());
    expect(on.agreement.create).toHaveBeenCalledTimes(1);
    // The next check runs only once the agreement is signed.
    expect(on.shellChecks.mandatoryAuth).toHaveBeenCalledTimes(1);
  });

  it('logs out on 不同意', async () => {
    const { on } = await leaveBy({ agreementSigned: false }, screen.findByRole('dialog', { name: AGREEMENT }), '不同意');
    expect(on.agreement.create).not.toHaveBeenCalled();
  });

  it('keeps the modal and shows 注册协议签订失败，+ the server message when signing fails', async () => {
    const user = userEvent.setup();
    const { on } = renderApp(HOME, { agreementSigned: false });
    on.agreement.create.mockRejectedValueOnce(new ApiError('CONFLICT', '企业状态异常', 200));
    const dialog = await screen.findByRole('dialog', { name: AGREEMENT });
    scrollAgreement(0);
    await user.click(within(dialog).getByRole('button', { name: '同意' }));
    expect(await screen.findByText('注册协议签订失败，企业状态异常')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: AGREEMENT })).toBeInTheDocument();
  });

  it('shows the server message when the status check fails, and opens no modal', async () => {
    renderApp(HOME, { agreementSigned: new ApiError('99', '协议服务维护中', 200) });
    expect(await screen.findByText('协议服务维护中')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: AGREEMENT })).toBeNull();
  });

  it('falls back to the spec §8 text when the failed status check has no message', async () => {
    renderApp(HOME, { agreementSigned: new ApiError('99', '', 200) });
    expect(await screen.findByText('查询注册协议签订状态失败，请您点击右侧在线咨询，将此截图发给客服')).toBeInTheDocument();
  });

  it('shows nothing on the registration pages of a logged-in user (Ukey认证)', async () => {
    const { on } = renderApp('/cv3/register/identify/index', { agreementSigned: false, reauthRequired: true, popupNotices: [notice('N1', '公告一', '1')] });
    await waitFor(() => expect(on.agreement.exists).toHaveBeenCalled());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('mandatory real-name re-authentication (spec §4, §8)', () => {
  it('offers the real-name page after login', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(HOME, { reauthRequired: true });
    const dialog = await screen.findByRole('alertdialog', { name: REAUTH });
    await user.click(within(dialog).getByRole('button', { name: '去认证' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv3/my/enterprise-info/realname'));
    expect(screen.queryByRole('alertdialog', { name: REAUTH })).toBeNull();
  });

  it('logs out on 退出登录', async () => {
    await leaveBy({ reauthRequired: true }, screen.findByRole('alertdialog', { name: REAUTH }), '退出登录');
  });

  it('checks again on a visit to a listed page and not on other pages', async () => {
    const { on, server, router } = renderApp(HOME);
    await waitFor(() => expect(on.shellChecks.mandatoryAuth).toHaveBeenCalledTimes(1));
    server.reauthRequired = true;
    await act(() => router.navigate('/credit/core/statistics'));
    await screen.findByRole('heading', { name: '核心企业统计' });
    expect(on.shellChecks.mandatoryAuth).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(() => router.navigate('/credit/core/index/operator'));
    expect(await screen.findByRole('alertdialog', { name: REAUTH })).toBeInTheDocument();
    expect(on.shellChecks.mandatoryAuth).toHaveBeenCalledTimes(2);
  });
});

describe('system notices after login (spec §3, §4)', () => {
  it('shows each notice after the checks, one after another, recording only ejectFrequency 1 reads', async () => {
    const user = userEvent.setup();
    const popupNotices = [notice('N1', '公告一', '1'), notice('N2', '公告二', '0')];
    const { on } = renderApp(HOME, { popupNotices });

    const first = await screen.findByRole('dialog', { name: '公告一' });
    expect(first).toHaveTextContent('公告一的内容');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(first).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(on.notices.read).toHaveBeenCalledWith({ body: { noticeId: 'N1' } }));

    const second = await screen.findByRole('dialog', { name: '公告二' });
    await user.click(within(second).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(on.notices.read).toHaveBeenCalledTimes(1);
  });

  it('waits for the agreement before any notice, and Escape moves on without recording', async () => {
    const user = userEvent.setup();
    const { on } = renderApp(HOME, { agreementSigned: false, popupNotices: [notice('N1', '公告一', '1')] });
    const dialog = await screen.findByRole('dialog', { name: AGREEMENT });
    expect(on.notices.releaseList).not.toHaveBeenCalled();
    scrollAgreement(0);
    await user.click(within(dialog).getByRole('button', { name: '同意' }));
    await screen.findByRole('dialog', { name: '公告一' });
    // The 注册协议签订成功 toast may still show: a toast is a dismissable layer too, and Escape closes the newest
    // layer first. A second Escape then closes the notice (when the toast is gone already, the first one does).
    await user.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(on.notices.read).not.toHaveBeenCalled();
  });

  it('asks for no notice once a logout has started, though the checks before them settle during it', async () => {
    const user = userEvent.setup();
    let settleCheck: () => void = () => undefined;
    let endSession: () => void = () => undefined;
    const { on, router } = renderApp(HOME, { popupNotices: [notice('N1', '公告一', '1')] });
    // The shell check is still being answered when the user logs out; the server takes its time to end the session.
    on.shellChecks.mandatoryAuth.mockImplementationOnce(() => new Promise((resolve) => (settleCheck = () => resolve({ checkResult: false }))));
    on.auth.logout.mockImplementationOnce(() => new Promise((resolve) => (endSession = () => resolve(null))));
    await screen.findByRole('heading', { name: '核心企业经办首页' });
    await waitFor(() => expect(on.shellChecks.mandatoryAuth).toHaveBeenCalledTimes(1));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /张经办/ }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await user.click(await screen.findByRole('button', { name: /确定|确认/ }));
    await waitFor(() => expect(on.auth.logout).toHaveBeenCalledTimes(1));
    // The check settles while the logout is under way: the notices would come next, and must not be asked for.
    await act(async () => settleCheck());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(on.notices.releaseList).not.toHaveBeenCalled();
    await act(async () => endSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv3/login/login'));
    expect(on.notices.releaseList).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: '公告一' })).toBeNull();
  });
});
