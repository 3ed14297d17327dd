// Runs inside the throw-away host app (copied there by embed.test.ts): a plain Node ESM script that knows nothing
// of the monorepo. It renders a themed Header and RightBar, and a DatePicker from the `@scf/ui/date-picker` subpath,
// with react-dom/server and prints JSON.
import process from 'node:process';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Header, RightBar, ThemeProvider, tokensFromConfig } from '@scf/ui';
import { DatePicker } from '@scf/ui/date-picker';

const config = {
  variant: 'A',
  tempId: '1',
  loginUrl: '/login/login',
  platformType: 'CCBSCF',
  isOrgLogin: true,
  platformLogo: 'https://host.example/logo.svg',
  topSlogan: '嵌入方平台',
  topBarColor: '#123456',
  topBarWordColor: '#fafafa',
  tailBarColor: '#0f1f2f',
  tailBarWordColor: '#eeeeee',
  hotline: '400-000-0000',
  contactAddress: '地址',
  postcode: '100000',
  onlineService: '7*24',
  copyrightCn: '版权所有',
  copyrightEn: 'Copyright',
  securityRegister: '公网安备',
  registerUrl: 'https://beian.mps.gov.cn/',
  icpRegister: 'ICP备',
};

const noop = () => undefined;
const sheet = new ServerStyleSheet();
try {
  const html = renderToString(
    sheet.collectStyles(
      h(
        ThemeProvider,
        { tokens: tokensFromConfig(config) },
        h(Header, {
          loggedIn: true,
          isCorpAuthenticated: true,
          permissions: { accountCentre: true, messages: true, help: true },
          user: { personName: '张三', positionLabel: '经办' },
          unreadCount: 2,
          onNavigate: noop,
          onLogout: noop,
          onSurvey: noop,
        }),
        h(RightBar, { onFaq: noop, onCustomerService: noop, publicAccountUrl: 'https://host.example/wechat' }),
        h(DatePicker, { 'aria-label': '到期日', defaultValue: '2026-10-08' }),
      ),
    ),
  );
  const css = sheet.getStyleTags();
  process.stdout.write(JSON.stringify({ html, css, resolved: import.meta.resolve('@scf/ui'), datePickerResolved: import.meta.resolve('@scf/ui/date-picker') }));
} finally {
  sheet.seal();
}
