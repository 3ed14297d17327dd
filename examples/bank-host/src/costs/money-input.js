import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { MoneyInput, ThemeProvider } from '@scf/ui';

createRoot(document.getElementById('root')).render(h(ThemeProvider, null, h(MoneyInput, { 'aria-label': '金额', value: null, onChange: () => undefined })));
