import { useState } from 'react';
import { FlowTimeline } from '@scf/finance-widgets';
import { Tabs } from '@scf/ui';
import { ApplicationSummary, DetailFrame, useOpenApplication } from '../../../lib/applications';
import { LoadState, ToastPage } from '../../../lib/page';
import { useBabDetail, useBabList, useRefreshBabs } from '../api/bab-calls';
import { BabAppsTable } from '../components/bab-apps-table';
import { BabLinesSection } from '../components/bab-lines-table';
import { FiActions } from '../components/fi-actions';

/**
 * 承兑审批 (`/discount/fi/bab-approve`, domain-lines.md §20.3), the bank: 待审批 (待承兑 for the client manager's 审核通过,
 * 待承兑终审 for the product manager's 承兑 signed BAB_APPROVE) and 已办; `?appNo=` opens one with its bills and history.
 */
export default function FiBabApprovePage() {
  return (
    <ToastPage>
      <FiBabApprove />
    </ToastPage>
  );
}

function FiBabApprove() {
  const { appNo, open, close } = useOpenApplication();
  return appNo ? <FiBabDetail appNo={appNo} onBack={close} /> : <FiQueues onOpen={open} />;
}

function FiQueues({ onOpen }: { onOpen: (appNo: string) => void }) {
  const [tab, setTab] = useState('todo');
  const todo = useBabList('FI_TODO');
  const done = useBabList('FI_DONE');
  const view = [{ label: '审批', onSelect: (r: { appNo: string }) => onOpen(r.appNo) }];
  return (
    <Tabs
      label="承兑审批"
      value={tab}
      onValueChange={setTab}
      items={[
        {
          value: 'todo',
          label: '待审批',
          content: (
            <LoadState what="待审批的银承出票" data={todo.data} error={todo.error} onRetry={() => void todo.mutate()}>
              {(rows) => <BabAppsTable label="待审批的银承出票申请" rows={rows} emptyText="暂无待审批的银承出票申请" actions={view} />}
            </LoadState>
          ),
        },
        {
          value: 'done',
          label: '已办',
          content: (
            <LoadState what="已办的银承出票" data={done.data} error={done.error} onRetry={() => void done.mutate()}>
              {(rows) => (
                <BabAppsTable
                  label="已办的银承出票申请"
                  rows={rows}
                  emptyText="暂无已办的银承出票申请"
                  actions={[{ label: '查看', onSelect: (r) => onOpen(r.appNo) }]}
                />
              )}
            </LoadState>
          ),
        },
      ]}
    />
  );
}

function FiBabDetail({ appNo, onBack }: { appNo: string; onBack: () => void }) {
  const bab = useBabDetail(appNo);
  const refresh = useRefreshBabs();
  return (
    <DetailFrame title={`银承出票 ${appNo}`} what="银承出票申请" onBack={onBack} loading={bab.isLoading} error={bab.error} onRetry={() => void bab.mutate()}>
      {bab.data ? (
        <>
          <ApplicationSummary detail={bab.data.application} />
          <BabLinesSection detail={bab.data} />
          <h3>流转记录</h3>
          <FlowTimeline records={bab.data.application.flow} />
          <FiActions
            detail={bab.data.application}
            onDone={() => {
              void refresh();
              onBack();
            }}
          />
        </>
      ) : null}
    </DetailFrame>
  );
}
