import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, ROUTES, bootDataElement, readBootData } from '@scf/api/contract';
import { defaultTokens, tokensFromConfig } from '@scf/ui';
import { platformConfigA } from '../../test/fixtures';
import { BOOT_DATA_ELEMENT_ID, BootFrame, bootTokens } from './boot-frame';

const param = {
  pkPlatformParam: 'PP1',
  platformName: '徐工融通平台',
  availableProduct: 'CREDIT',
  platformUrl: '/cv3/',
  platformState: 'ACTIVE',
  platformLogo: '',
  topBarColor: '#003a8c',
  tailBarColor: '#001529',
  loginUrl: '/login/login',
  hotline: '400-000-0000',
  onlineService: '',
  copyrightCn: '版权所有',
  securityRegister: '',
  icpRegister: '',
  authType: 'UKEY',
  invoiceMenuDisplay: true,
  userRoleMenuDisplay: true,
  userRoleModify: true,
  userRoleAdd: true,
  ukeyMenuDisplay: true,
  ukeyAdd: true,
  ukeyChange: true,
};

/** The page as the server sends it: the boot data element in the document (as index.html carries it). */
function withBootData(html: string) {
  document.head.insertAdjacentHTML('beforeend', html);
}

afterEach(() => {
  document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
});

describe('boot frame: the first paint before the app has loaded', () => {
  it('reads the boot data element the server writes (the id is the contract’s)', () => {
    expect(BOOT_DATA_ELEMENT_ID).toBe(BOOT_DATA_ID);
  });

  it('themes the frame as the app will (no flash when the app takes over): the same tokens from the same boot data', () => {
    withBootData(bootDataElement({ platform: platformConfigA, param: param as never }));
    const boot = readBootData(document)!;
    expect(bootTokens(document)).toEqual(tokensFromConfig(boot.platform, { ...defaultTokens, platformName: boot.param!.platformName }));
    expect(bootTokens(document)).toMatchObject({ slogan: '徐工供应链金融', platformName: '徐工融通平台' });
  });

  it('falls back to the spec §8 defaults without boot data, or with a broken one', () => {
    expect(bootTokens(document)).toEqual(defaultTokens);
    withBootData(`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">{"platform":</script>`);
    expect(bootTokens(document)).toEqual(defaultTokens);
  });

  it('shows the visitor’s header with 登录, 加载中… in the page and the footer', () => {
    withBootData(bootDataElement({ platform: platformConfigA, param: param as never }));
    render(<BootFrame pathname="/help/index" host="localhost" />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('徐工供应链金融')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: '公告' })).toHaveAttribute('href', '/cv3/platform-notice/page-list');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('加载中…');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('400-000-0000');
  });

  it('has no 登录 button on the login page, the register bar on the register pages, no frame on new-tab pages', () => {
    const { unmount } = render(<BootFrame pathname="/login/login" host="localhost" />);
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: '登录' })).toBeNull();
    unmount();
    const register = render(<BootFrame pathname="/register/register" host="localhost" />);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: '已有账号，立即登录' })).toBeInTheDocument();
    register.unmount();
    const blank = ROUTES.find((r) => r.newBlank)!;
    render(<BootFrame pathname={blank.path} host="localhost" />);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('says the page could not load, with a reload, when the app’s code did not arrive', () => {
    render(<BootFrame pathname="/login/login" host="localhost" failed />);
    expect(screen.getByRole('heading', { name: '加载失败' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
