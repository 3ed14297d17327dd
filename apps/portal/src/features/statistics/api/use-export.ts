import { useState } from 'react';
import { STATISTICS_MESSAGES as T } from './statistics-messages';
import { allTables } from './statistics-tables';
import type { Statistics } from './statistics-tables';
import { saveFile } from '../../../lib/files/api/save-file';
import { XLSX_TYPE, workbookOf } from './workbook';

export interface ExportState {
  busy: boolean;
  /** The last export's outcome: the file saved, or why it failed. */
  done: string;
  error: string;
  run(): Promise<void>;
}

/** 导出: every table of the page as one workbook, named after the page and the period's last month. */
export function useExport(statistics: Statistics | undefined, title: string, creator: string): ExportState {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState('');
  async function run() {
    if (!statistics || busy) return;
    setBusy(true);
    setDone('');
    setError('');
    try {
      const file = T.fileName(statistics.productType, title, statistics.to);
      saveFile(await workbookOf(allTables(statistics), creator), file, XLSX_TYPE);
      setDone(T.exported(file));
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : T.exportFailed);
    } finally {
      setBusy(false);
    }
  }
  return { busy, done, error, run };
}
