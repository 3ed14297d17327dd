import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@scf/ui';
import { FilePreviewer } from '@scf/ui/file-previewer';

createRoot(document.getElementById('root')).render(
  h(ThemeProvider, null, h(FilePreviewer, { file: null, onClose: () => undefined, resolvePreview: async () => ({ code: 0, url: '' }) })),
);
