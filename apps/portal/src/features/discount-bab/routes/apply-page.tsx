import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApplicationDetail } from '@scf/api/contract';
import { Tabs, useToast } from '@scf/ui';
import { CancelDialog } from '../../../lib/applications';
import { useBusinessDate } from '../../../lib/business-date';
import { LoadState, PagePart, ToastPage } from '../../../lib/page';
import { useBabDetail, useBabLines, useBabList, usePayees, useRefreshBabs } from '../api/bab-calls';
import { BabApplyForm } from '../components/bab-apply-form';
import { BabAppsTable } from '../components/bab-apps-table';

/**
 * 银承出票申请 (`/discount/core/bab/apply`, domain-lines.md §20.3), the core's operator: the form (one bill per payee,
 * 保证金 / 敞口 / 承兑手续费 per bill and in total), 已退回 (编辑 and resubmit, or 撤销) and 我的申请.
 */
export default function BabApplyPage() {
  return (
    <ToastPage>
      <BabApply />
    </ToastPage>
  );
}

function BabApply() {
  const [tab, setTab] = useState('form');
  // A todo or a message opens a returned application (`?appNo=`) in the form, to edit and resubmit.
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<string | null>(() => params.get('appNo'));
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const toast = useToast();
  const refresh = useRefreshBabs();
  const lines = useBabLines();
  const payees = usePayees();
  const today = useBusinessDate();
  const edited = useBabDetail(editing);
  const returned = useBabList('RETURNED');
  const mine = useBabList('MINE');
  const done = (app: ApplicationDetail) => {
    toast.success(`已提交银承出票申请${app.appNo}，待复核`);
    setEditing(null);
    setFormKey((k) => k + 1);
    void refresh();
  };
  const formReady = lines.data && payees.data && today && (!editing || edited.data) ? { lines: lines.data, payees: payees.data } : undefined;
  return (
    <>
      <Tabs
        label="银承出票申请"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'form',
            label: editing ? `编辑 ${editing}` : '出票申请',
            content: (
              <PagePart>
                <LoadState what="承兑额度" data={formReady} error={lines.error ?? payees.error ?? edited.error} onRetry={() => void lines.mutate()}>
                  {(d) =>
                    d.lines.length === 0 ? (
                      <p>暂无可用的承兑额度，请联系承兑行开立</p>
                    ) : (
                      <BabApplyForm
                        key={`${formKey}-${editing ?? ''}`}
                        lines={d.lines}
                        payees={d.payees}
                        today={today ?? ''}
                        editing={editing ? edited.data : undefined}
                        onDone={done}
                        onCancelEdit={() => setEditing(null)}
                      />
                    )
                  }
                </LoadState>
              </PagePart>
            ),
          },
          {
            value: 'returned',
            label: '已退回',
            content: (
              <LoadState what="已退回的申请" data={returned.data} error={returned.error} onRetry={() => void returned.mutate()}>
                {(rows) => (
                  <BabAppsTable
                    label="已退回的银承出票申请"
                    rows={rows}
                    emptyText="暂无已退回的申请"
                    actions={[
                      {
                        label: '编辑',
                        onSelect: (r) => {
                          setEditing(r.appNo);
                          setTab('form');
                        },
                      },
                      { label: '撤销', onSelect: (r) => setCancelling(r.appNo) },
                    ]}
                  />
                )}
              </LoadState>
            ),
          },
          {
            value: 'mine',
            label: '我的申请',
            content: (
              <LoadState what="我的申请" data={mine.data} error={mine.error} onRetry={() => void mine.mutate()}>
                {(rows) => <BabAppsTable label="我的银承出票申请" rows={rows} emptyText="暂无银承出票申请" actions={[]} />}
              </LoadState>
            ),
          },
        ]}
      />
      <CancelDialog appNo={cancelling} onClose={() => setCancelling(null)} onDone={() => void refresh()} />
    </>
  );
}
