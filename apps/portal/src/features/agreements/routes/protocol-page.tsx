import { useCallback, useState } from 'react';
import { useApiClient, useEndpoint } from '@scf/api';
import { agreementRecordEndpoints } from '@scf/api/contract';
import type { AgreementRecord } from '@scf/api/contract';
import { Card } from '@scf/ui';
import { FilePreviewer } from '@scf/ui/file-previewer';
import type { PreviewResolver } from '@scf/ui/file-previewer';
import { InfoNote, LoadState, Page } from '../../../lib/page';
import { AgreementTable } from '../components/agreement-table';
import { followDownload as download } from '../../../lib/files/follow-download';

/**
 * `/my/protocol/index` 协议管理 (domain-lines.md §16.9): every agreement the corporation's users signed — version,
 * 签署方式, 签署人, time, IP and the SHA-256 of the exact text — with 预览 (the PDF in the shared previewer, re-hashed by
 * the server before it is served), 下载 and 证据包. A record of an older version is 待重新签署.
 */
export default function ProtocolPage() {
  const client = useApiClient();
  const { data, error, mutate } = useEndpoint(agreementRecordEndpoints.list, {});
  const [previewing, setPreviewing] = useState<AgreementRecord | null>(null);
  const fileUrl = useCallback(
    (no: string, inline = false) => client.url(agreementRecordEndpoints.file, { params: { agreementNo: no }, query: inline ? { inline: '1' } : {} }),
    [client],
  );
  const resolvePreview = useCallback<PreviewResolver>((file) => Promise.resolve({ url: fileUrl(file.pkFile, true), mimeType: 'application/pdf' }), [fileUrl]);
  return (
    <Page>
      <LoadState what="协议列表" data={data} error={error} onRetry={() => void mutate()}>
        {(rows) => (
          <Card title="已签署协议">
            {rows.some((r) => r.status === 'RESIGN_REQUIRED') ? <InfoNote>协议已更新版本，请企业管理员或主管重新登录后签署新版本协议。</InfoNote> : null}
            <AgreementTable
              rows={rows}
              onPreview={setPreviewing}
              onDownload={(r) => download(fileUrl(r.agreementNo))}
              onEvidence={(r) => download(client.url(agreementRecordEndpoints.evidence, { params: { agreementNo: r.agreementNo } }))}
            />
          </Card>
        )}
      </LoadState>
      <FilePreviewer
        open={previewing !== null}
        onOpenChange={(open) => {
          if (!open) setPreviewing(null);
        }}
        file={
          previewing
            ? { pkFile: previewing.agreementNo, url: '', mimeType: 'application/pdf', fileName: `${previewing.title}-${previewing.agreementNo}.pdf` }
            : null
        }
        resolvePreview={resolvePreview}
        {...(previewing ? { downloadUrl: fileUrl(previewing.agreementNo), title: `${previewing.title} ${previewing.agreementNo}` } : {})}
      />
    </Page>
  );
}
