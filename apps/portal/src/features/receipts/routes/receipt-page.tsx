import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import { readsOf, useApiClient } from '@scf/api';
import { EXPORT_TEXT, RECEIPT_BATCH_MAX, exportEndpoints, receiptEndpoints } from '@scf/api/contract';
import type { Receipt } from '@scf/api/contract';
import { Button } from '@scf/ui';
import type { DataTableAction } from '@scf/ui';
import { FilePreviewer } from '@scf/ui/file-previewer';
import type { PreviewResolver } from '@scf/ui/file-previewer';
import { tableResult, tableState, useList, useListQuery } from '../../../lib/list';
import { FormAlert, InfoNote, Page, PagePart } from '../../../lib/page';
import { failureMessage, useBusy } from '../../../lib/write';
import { ReceiptCheck } from '../components/receipt-check';
import { RECEIPT_FILTERS, ReceiptSearch } from '../components/receipt-search';
import { ReceiptTable } from '../components/receipt-table';
import { followDownload as download } from '../../../lib/files/follow-download';

const LIST = { filters: RECEIPT_FILTERS, sortable: ['tradeDate', 'amount'], defaultSort: { field: 'tradeDate', order: 'desc' } } as const;

const BatchBar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 12px;
`;

/**
 * `/my/account/receipt` 回单查询 (domain-lines.md §16.7): the corporation's receipts of simulated-bank transfers with
 * the filters, 预览 (the PDF in the shared previewer) · 下载, 批量下载 (up to 50 selected zipped at once; more become an
 * export job of the download centre, 批量回单, with the queued words and links to 导出记录 and 下载中心), and 回单验真.
 */
export default function ReceiptPage() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const list = useList(LIST);
  const read = useListQuery(receiptEndpoints.list, list);
  const [selected, setSelected] = useState<string[]>([]);
  const [previewing, setPreviewing] = useState<Receipt | null>(null);
  const [batchError, setBatchError] = useState('');
  const [notice, setNotice] = useState('');
  const [queued, setQueued] = useState(false);
  const { busy, run } = useBusy();

  const fileUrl = useCallback(
    (no: string, inline = false) => client.url(receiptEndpoints.file, { params: { receiptNo: no }, query: inline ? { inline: '1' } : {} }),
    [client],
  );
  // The previewer loads the PDF from the receipt's own link, which re-hashes the bytes before serving them.
  const resolvePreview = useCallback<PreviewResolver>((file) => Promise.resolve({ url: fileUrl(file.pkFile, true), mimeType: 'application/pdf' }), [fileUrl]);

  async function regenerate(r: Receipt) {
    setNotice('');
    try {
      const after = await client.call(receiptEndpoints.regenerate, { params: { receiptNo: r.receiptNo } });
      setNotice(after.status === 'READY' ? `回单${r.receiptNo}已重新生成` : `回单${r.receiptNo}生成失败，请稍后重试`);
    } catch (e) {
      setNotice(failureMessage(e));
    }
    await mutate(readsOf(receiptEndpoints.list));
  }

  const actions = (r: Receipt): readonly DataTableAction[] =>
    r.status === 'FAILED'
      ? [{ label: '重新生成', onSelect: () => void regenerate(r) }]
      : [
          { label: '预览', onSelect: () => setPreviewing(r), disabled: r.status !== 'READY' },
          { label: '下载', onSelect: () => download(fileUrl(r.receiptNo)), disabled: r.status !== 'READY' },
        ];

  function batch() {
    setBatchError('');
    setQueued(false);
    if (selected.length <= RECEIPT_BATCH_MAX) {
      download(client.url(receiptEndpoints.batch, { query: { nos: selected.join(',') } }));
      return;
    }
    // More than 50: an export job whose zip (the PDFs and SHA256SUMS.csv) is fetched from 下载中心 (§16.7).
    void run(async () => {
      try {
        await client.call(exportEndpoints.start, { body: { source: 'receipts-zip', filters: { receiptNos: selected } } });
        setQueued(true);
      } catch (e) {
        setBatchError(failureMessage(e));
      }
    });
  }

  return (
    <Page>
      <PagePart aria-label="回单列表">
        <ReceiptSearch
          filters={list.query.filters}
          onSearch={(f) => {
            setSelected([]);
            list.setFilters(f);
          }}
        />
        <BatchBar>
          <Button variant="primary" disabled={selected.length === 0} loading={busy} onClick={batch}>
            批量下载{selected.length > 0 ? `（${selected.length}）` : ''}
          </Button>
          <span>
            已选 {selected.length} 张，超过{RECEIPT_BATCH_MAX}张转入下载中心生成
          </span>
        </BatchBar>
        {batchError ? <FormAlert title="批量下载失败" message={batchError} /> : null}
        <div role="status" aria-live="polite">
          {queued ? (
            <InfoNote>
              {EXPORT_TEXT.queued} <Link to="/my/export">{EXPORT_TEXT.progressLink}</Link> · <Link to="/my/download-center">下载中心</Link>
            </InfoNote>
          ) : null}
          {notice ? <InfoNote>{notice}</InfoNote> : null}
        </div>
        <ReceiptTable
          {...tableResult(read, (e) => (e ? failureMessage(e) : undefined))}
          {...tableState(list)}
          selected={selected}
          onSelectedChange={setSelected}
          actions={actions}
        />
      </PagePart>
      <ReceiptCheck />
      <FilePreviewer
        open={previewing !== null}
        onOpenChange={(open) => {
          if (!open) setPreviewing(null);
        }}
        file={previewing ? { pkFile: previewing.receiptNo, url: '', mimeType: 'application/pdf', fileName: `电子回单-${previewing.receiptNo}.pdf` } : null}
        resolvePreview={resolvePreview}
        {...(previewing ? { downloadUrl: fileUrl(previewing.receiptNo), title: `电子回单 ${previewing.receiptNo}` } : {})}
      />
    </Page>
  );
}
