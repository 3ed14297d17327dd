import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import { readsOf, useApiClient, useEndpoint } from '@scf/api';
import { creditEndpoints, limitEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { AmountWithCapital, AppStatusTag, DateTimeText, FlowTimeline } from '@scf/finance-widgets';
import { useSignedCall } from '@scf/signing/react';
import { Button, Card, Descriptions, Empty, Skeleton } from '@scf/ui';
import { directionOf } from '../api/distribution-change';
import { LIMIT_PATHS } from '../api/limit-labels';
import { useLines } from '../api/use-lines';
import { ChangeFigures } from './change-figures';
import { ReturnDialog } from './return-dialog';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 16px;
`;
const Actions = styled.div`
  display: flex;
  gap: 12px;
`;

const PENDING = new Set(['PENDING_REVIEW', 'PENDING_FINAL']);

/**
 * One distribution for the group director: member, change (with 大写), reason, the figures before and after, the
 * record so far; 同意 signs the `PENDING_LIMIT` original with the director's key, 退回 needs 意见.
 */
function Review({ app }: { app: ApplicationDetail }) {
  const client = useApiClient();
  const signedCall = useSignedCall();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const lines = useLines().data;
  const [returning, setReturning] = useState(false);
  const [busy, setBusy] = useState(false);
  const [returnError, setReturnError] = useState<string | null>(null);
  const change = app.limitChange;
  const line = lines?.find((l) => l.lineId === change?.lineId);
  const sub = line?.subLimits.find((s) => s.corp.corpId === change?.target.corpId);
  const direction = change ? directionOf(change.changeAmount) : null;

  async function done(flash: string) {
    await Promise.all([creditEndpoints.application, creditEndpoints.applications, creditEndpoints.home, limitEndpoints.lines].map((e) => mutate(readsOf(e))));
    navigate(LIMIT_PATHS.approve, { state: { flash } });
  }

  async function approve() {
    const outcome = await signedCall('PENDING_LIMIT', [app.appNo], creditEndpoints.approve, (body) => ({ params: { appNo: app.appNo }, body }));
    // A failure or a cancel stays with the signing dialog, which says why.
    if (outcome.code === 0) await done(`已同意额度分配申请 ${app.appNo}`);
  }

  async function sendBack(comment: string) {
    setBusy(true);
    setReturnError(null);
    try {
      await client.call(creditEndpoints.return, { params: { appNo: app.appNo }, body: { comment } });
      setReturning(false);
      await done(`已退回额度分配申请 ${app.appNo}`);
    } catch (e) {
      setReturnError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack>
      <Card title="申请信息">
        <Descriptions
          columns={3}
          items={[
            { label: '申请编号', value: app.appNo },
            { label: '状态', value: <AppStatusTag status={app.status} /> },
            { label: '成员单位', value: change?.target.corpName ?? app.counterparty?.corpName },
            { label: '调整方向', value: direction?.label },
            { label: '调整金额', value: direction ? <AmountWithCapital value={direction.amount} label="调整金额" /> : null },
            { label: '申请人', value: `${app.creator.personName}（${app.creator.userName}）` },
            { label: '提交时间', value: <DateTimeText value={app.createdAt} businessDate={app.businessDate} /> },
            { label: '原因', value: app.reason, span: 2 },
          ]}
        />
      </Card>
      {line && change && PENDING.has(app.status) ? (
        <Card title="额度变化">
          <ChangeFigures line={line} sub={sub} changeAmount={change.changeAmount} />
        </Card>
      ) : null}
      <Card title="审批记录">
        <FlowTimeline records={app.flow} emptyText="暂无审批记录" />
      </Card>
      <Actions>
        {app.actions.includes('APPROVE') ? (
          <Button variant="primary" onClick={approve}>
            同意
          </Button>
        ) : null}
        {app.actions.includes('RETURN') ? <Button onClick={() => setReturning(true)}>退回</Button> : null}
        <Button variant="link" onClick={() => navigate(LIMIT_PATHS.approve)}>
          返回列表
        </Button>
      </Actions>
      <ReturnDialog open={returning} busy={busy} error={returnError} onConfirm={(c) => void sendBack(c)} onCancel={() => setReturning(false)} />
    </Stack>
  );
}

/** The application of `?appNo=` once it is there. */
export function DistributionReview({ appNo }: { appNo: string }) {
  const { data, error, mutate } = useEndpoint(creditEndpoints.application, { params: { appNo } });
  if (data) return data.bizType === 'LIMIT_DIST' ? <Review app={data} /> : <Empty description="该申请不是额度分配申请" />;
  if (error) {
    return (
      <div role="alert">
        <p>申请加载失败：{error instanceof Error ? error.message : String(error)}</p>
        <Button onClick={() => void mutate()}>重试</Button>
      </div>
    );
  }
  return <Skeleton lines={6} label="正在加载申请" />;
}
