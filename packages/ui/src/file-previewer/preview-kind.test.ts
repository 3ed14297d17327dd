import { describe, expect, it } from 'vitest';
import { previewKind } from './preview-kind';
import { safeFileUrl } from './safe-file-url';

describe('previewKind', () => {
  it.each([
    ['image/png', '', 'image'],
    ['image/jpeg; charset=binary', '', 'image'],
    ['application/pdf', '', 'pdf'],
    ['application/octet-stream', '合同.PDF', 'pdf'],
    ['', 'scan.jpg', 'image'],
    ['image/svg+xml', 'logo.svg', 'unsupported'],
    ['application/zip', 'a.zip', 'unsupported'],
    ['text/html', 'a.pdf', 'unsupported'],
  ])('%s / %s → %s', (mime, name, kind) => {
    expect(previewKind(mime, name)).toBe(kind);
  });
});

describe('safeFileUrl', () => {
  it.each(['https://oss.example/a.png', '/v1/files/download/1', 'blob:http://localhost/abc'])('keeps %s', (url) => {
    expect(safeFileUrl(url)).toBe(url);
  });
  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', '', '   '])('drops %s', (url) => {
    expect(safeFileUrl(url)).toBe('');
  });
});
