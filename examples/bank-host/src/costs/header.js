import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Header, ThemeProvider } from '@scf/ui';

const noop = () => undefined;
createRoot(document.getElementById('root')).render(
  h(
    ThemeProvider,
    null,
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
  ),
);
