import { useState } from 'react';
import { useApiClient } from '@scf/api';
import { ukeyEndpoints } from '@scf/api/contract';
import type { UkeyRequest } from '@scf/api/contract';
import type { RegistrationFailure } from '@scf/signing';
import { Button } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { keyFailure } from '../api/key-failure';
import { saveCertificateFile } from '../api/save-certificate-file';
import { useUkeyRequests } from '../api/ukey-queries';
import { UKEY_PATHS } from '../api/ukey-paths';
import { certificateFileName } from '../api/ukey-format';
import { useCanVisit } from '../api/use-can-visit';
import { useRefreshUkeyData } from '../api/use-ukey-query';
import { KeyFailureAlert } from '../components/key-failure-alert';
import { QueryState } from '../components/query-state';
import { RequestsTable } from '../components/requests-table';
import { UkeyPage } from '../components/ukey-page';
import { useWriteCertificate } from '../hooks/use-write-certificate';

type Result = { ok: true; text: string } | (RegistrationFailure & { title: string });

/** Requests that issued a certificate of their own (not a revocation). */
const issuedCertificate = (r: UkeyRequest) => r.kind !== 'DELETE' && r.newSerial !== null;

function Downloads({ requests, me }: { requests: UkeyRequest[]; me: string }) {
  const client = useApiClient();
  const writeCertificate = useWriteCertificate();
  const refresh = useRefreshUkeyData();
  const canVisit = useCanVisit();
  const [result, setResult] = useState<Result>();
  const mine = requests.filter((r) => r.holderUserName === me);
  const waiting = mine.filter((r) => r.status === 'TO_DOWNLOAD');
  const done = mine.filter((r) => r.status === 'COMPLETED' && issuedCertificate(r));
  const detailLinks = canVisit(UKEY_PATHS.applyDetail);

  async function download(request: UkeyRequest) {
    setResult(undefined);
    try {
      const cert = await client.call(ukeyEndpoints.certificate, { body: { requestId: request.requestId } });
      const outcome = await writeCertificate(request, cert.certDerB64);
      if (!outcome.ok) return setResult({ ...outcome, title: '下载失败' });
      setResult({ ok: true, text: `证书已下载到印刷号为${request.ukeyCode}的Ukey（序列号 ${cert.serialNumber}），申请已完成` });
      await refresh();
    } catch (error) {
      setResult({ ...keyFailure(error), title: '下载失败' });
    }
  }

  async function save(request: UkeyRequest) {
    setResult(undefined);
    try {
      const cert = await client.call(ukeyEndpoints.certificate, { body: { requestId: request.requestId } });
      const fileName = certificateFileName(request.ukeyCode, cert.serialNumber);
      saveCertificateFile(cert.certDerB64, fileName);
      setResult({ ok: true, text: `已保存证书文件 ${fileName}` });
    } catch (error) {
      setResult({ ...keyFailure(error), title: '保存失败' });
    }
  }

  const saveButton = (r: UkeyRequest) => (
    <Button variant="link" onClick={() => save(r)} aria-label={`保存证书文件 ${r.requestId}`}>
      保存证书文件
    </Button>
  );
  return (
    <>
      <p>请插入对应印刷号的Ukey（只能插入一个），点击“下载到Ukey”将新证书写入Ukey。</p>
      <h2>待下载证书</h2>
      <RequestsTable
        label="待下载证书"
        requests={waiting}
        detailLinks={detailLinks}
        emptyText="暂无待下载的证书"
        action={{
          title: '操作',
          render: (r) => (
            <>
              <Button variant="link" onClick={() => download(r)} aria-label={`下载到Ukey ${r.requestId}`}>
                下载到Ukey
              </Button>{' '}
              {saveButton(r)}
            </>
          ),
        }}
      />
      {result ? result.ok ? <p role="status">{result.text}</p> : <KeyFailureAlert title={result.title} failure={result} /> : null}
      <h2>已完成申请的证书</h2>
      <RequestsTable label="已完成申请的证书" requests={done} detailLinks={detailLinks} emptyText="暂无证书" action={{ title: '操作', render: saveButton }} />
    </>
  );
}

/**
 * 证书下载 (download): my requests whose certificate waits to be written into the key (下载到Ukey: fetch it,
 * write it with the driver's importCertificate, report it downloaded), and the certificates of my completed
 * requests, each savable as a `.cer` file.
 */
export default function UkeyDownloadPage() {
  const { session } = useAuth();
  const requests = useUkeyRequests();
  return (
    <UkeyPage fallbackTitle="证书下载">
      <QueryState query={requests} loadingLabel="正在加载申请记录">
        {(rows) => <Downloads requests={rows} me={session?.userInfo.userName ?? ''} />}
      </QueryState>
    </UkeyPage>
  );
}
