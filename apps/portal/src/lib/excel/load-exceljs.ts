import type * as ExcelJS from 'exceljs';
// The library's own browser build as a file of its own: loaded by a script element only when a workbook is made, so
// neither its ~250 KB (gzip) nor the CommonJS shims a bundled import of it would add to the shared runtime ever reach
// a page that does not export.
import excelScriptUrl from 'exceljs/dist/exceljs.min.js?url';

export type ExcelModule = typeof ExcelJS;

declare global {
  interface Window {
    ExcelJS?: ExcelModule;
  }
}

let loading: Promise<ExcelModule> | null = null;

/** exceljs, loaded once (its UMD build sets `window.ExcelJS`); a failed load may be retried. */
export function loadExcel(): Promise<ExcelModule> {
  loading ??= new Promise<ExcelModule>((resolve, reject) => {
    if (window.ExcelJS) return resolve(window.ExcelJS);
    const script = document.createElement('script');
    script.src = excelScriptUrl;
    script.async = true;
    // A script our trusted code inserts runs under 'strict-dynamic'; the nonce keeps it running where that is unsupported.
    if (window.__webpack_nonce__) script.nonce = window.__webpack_nonce__;
    script.onload = () => (window.ExcelJS ? resolve(window.ExcelJS) : reject(new Error('导出组件加载失败，请稍后重试')));
    script.onerror = () => reject(new Error('导出组件加载失败，请稍后重试'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
