// The bank's page: a variant-B themed header and footer around a MoneyInput and a Table, all from the packed
// packages. Plain `createElement`, so the host needs no JSX set-up to build it.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BaseStyle, Footer, Header, MoneyInput, Table, ThemeProvider } from '@scf/ui';
// The variant-B sample config the package publishes for hosts' tests (a bank passes its own platform config).
import { sampleConfigB as platformConfig } from '@scf/ui/fixtures';

const rows = [
  { id: '1', no: 'XG2025061600000001', holder: '苏州示例钢材贸易有限公司', amount: '1234567.89' },
  { id: '2', no: 'XG2025061600000002', holder: '江苏示例精密锻造有限公司', amount: '500000.00' },
];
const columns = [
  { key: 'no', title: '凭证编号', width: 220 },
  { key: 'holder', title: '持有方' },
  { key: 'amount', title: '金额', align: 'right', value: (r) => Number(r.amount).toLocaleString('zh-CN', { minimumFractionDigits: 2 }) },
];
const noop = () => undefined;

function App() {
  const [amount, setAmount] = useState('');
  return h(
    ThemeProvider,
    { config: platformConfig, onConfigError: (error) => console.warn(error.code, error.message) },
    h(BaseStyle),
    h(Header, {
      loggedIn: true,
      isCorpAuthenticated: true,
      permissions: { accountCentre: true, messages: true, help: true },
      user: { personName: '张三', positionLabel: '经办' },
      unreadCount: 0,
      onNavigate: noop,
      onLogout: noop,
      onSurvey: noop,
    }),
    h(
      'main',
      { style: { maxWidth: 960, margin: '24px auto', display: 'grid', gap: 24 } },
      h('label', null, '融资金额 ', h(MoneyInput, { 'aria-label': '融资金额', value: amount, onValueChange: setAmount })),
      h(Table, { label: '凭证列表', columns, data: rows, rowKey: (r) => r.id }),
    ),
    h(Footer, { showQr: false }),
  );
}

createRoot(document.getElementById('root')).render(h(App));
