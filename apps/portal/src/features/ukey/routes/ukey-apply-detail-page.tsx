import { Link, useSearchParams } from 'react-router-dom';
import { Button, Empty } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { useRequestDetail } from '../api/ukey-queries';
import { UKEY_PATHS } from '../api/ukey-paths';
import { useCanVisit } from '../api/use-can-visit';
import { BillsTable } from '../components/bills-table';
import { BackToList } from '../components/back-to-list';
import { QueryState } from '../components/query-state';
import { RequestDescriptions } from '../components/request-descriptions';
import { RequestSteps } from '../components/request-steps';
import { UkeyPage } from '../components/ukey-page';

function NotFound({ message, retry }: { message?: string; retry?: () => void }) {
  return (
    <Empty description={message ? `未找到该申请记录：${message}` : '未找到该申请记录'}>
      <p>
        <BackToList />
        {retry ? (
          <>
            {' '}
            <Button variant="link" onClick={retry}>
              重试
            </Button>
          </>
        ) : null}
      </p>
    </Empty>
  );
}

/**
 * Ukey申请详情 (apply-detail?requestId=): one key operation's record, its progress, its fee lines, and — when
 * it waits for the current user to write a certificate into their key — the way to 证书下载.
 */
export default function UkeyApplyDetailPage() {
  const [params] = useSearchParams();
  const requestId = params.get('requestId') ?? '';
  const detail = useRequestDetail(requestId);
  const { session } = useAuth();
  const canVisit = useCanVisit();
  const me = session?.userInfo.userName;

  let body;
  if (!requestId) body = <NotFound />;
  else if (detail.error) body = <NotFound message={detail.error} retry={() => void detail.reload()} />;
  else
    body = (
      <QueryState query={detail} loadingLabel="正在加载申请详情">
        {({ request, bills }) => (
          <>
            <RequestSteps request={request} />
            <RequestDescriptions request={request} />
            {request.status === 'TO_DOWNLOAD' && request.holderUserName === me && canVisit(UKEY_PATHS.download) ? (
              <p>
                新证书已签发，请将证书下载到Ukey：<Link to={UKEY_PATHS.download}>证书下载</Link>
              </p>
            ) : null}
            <h2>费用明细</h2>
            <BillsTable bills={bills} detailLinks={false} label="费用明细" />
            <p>
              <BackToList />
            </p>
          </>
        )}
      </QueryState>
    );
  return <UkeyPage fallbackTitle="Ukey申请详情">{body}</UkeyPage>;
}
