// The refs of the packed controls on this host's React (18 or 19): each ref must be the native element, as
// react-hook-form's register() needs it. The result is written into #result as JSON.
import { createElement as h, useEffect, useRef, version } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, MoneyInput, TextInput, ThemeProvider } from '@scf/ui';

function describe(node) {
  return node ? { tag: node.tagName, name: node.getAttribute('aria-label') ?? node.textContent } : null;
}

function Refs() {
  const button = useRef(null);
  const text = useRef(null);
  const money = useRef(null);
  useEffect(() => {
    money.current?.focus();
    const focused = document.activeElement === money.current;
    document.getElementById('result').textContent = JSON.stringify({
      react: version,
      button: describe(button.current),
      textInput: describe(text.current),
      moneyInput: describe(money.current),
      moneyInputFocusable: focused,
    });
  }, []);
  return h(
    ThemeProvider,
    null,
    h(Button, { ref: button }, '提交'),
    h(TextInput, { ref: text, 'aria-label': '企业名称' }),
    h(MoneyInput, { ref: money, 'aria-label': '融资金额', defaultValue: '1234.5' }),
  );
}

createRoot(document.getElementById('root')).render(h(Refs));
