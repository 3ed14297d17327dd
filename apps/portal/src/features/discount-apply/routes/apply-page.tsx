import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DiscountDetail } from '@scf/api/contract';
import { Button, Spinner, Tabs } from '@scf/ui';
import { CancelDialog, applicationCalls, useOpenApplication } from '../../../lib/applications';
import { FormAlert, ToastPage } from '../../../lib/page';
import type { Flash } from '../../../lib/page';
import { failureMessage, useWrite } from '../../../lib/write';
import { useDiscountDetail, useRefreshDiscounts } from '../api/discount-apply-calls';
import { DISCOUNT_APPLY_PATHS } from '../api/discount-apply-paths';
import { DiscountAppsTable } from '../components/discount-apps-table';
import { DiscountApplyForm } from '../components/discount-apply-form';
import type { DiscountDraft } from '../components/discount-apply-form';
import { DiscountDetailView } from '../components/discount-detail';

/** A returned application's inputs, to submit again. */
export const draftOf = (d: DiscountDetail): DiscountDraft => ({
  fiCorpId: d.row.fi.corpId,
  payer: d.row.payer,
  buyerPct: d.row.payer === 'AGREED' ? String(d.row.buyerPct) : '',
  accountId: d.account.accountId,
  lines: d.lines.map((l) => ({ packageNo: l.packageNo, amount: l.amount })),
});

/** The form again with a returned application's inputs; submitted, the new application replaces it (撤销 of the old). */
function EditReturned({ appNo, onSubmitted }: { appNo: string; onSubmitted: (newAppNo: string, old: string) => void }) {
  const { data, error, isLoading, mutate } = useDiscountDetail(appNo);
  if (isLoading) return <Spinner label="正在加载退回的申请" />;
  if (error || !data)
    return (
      <>
        <FormAlert title="退回的申请加载失败" message={error ? failureMessage(error) : '申请不存在'} />
        <Button onClick={() => void mutate()}>重试</Button>
      </>
    );
  return (
    <>
      <FormAlert title={`修改退回的申请${appNo}`} message={`主管意见：${data.application.reason || '—'}；重新提交后原申请撤销。`} />
      <DiscountApplyForm preselect={null} initial={draftOf(data)} onSubmitted={(no) => onSubmitted(no, appNo)} />
    </>
  );
}

/**
 * 贴现申请 (`/discount/chain/apply`, supplier operator, domain-lines.md §20.4): 贴现申请 — the form with its mandatory
 * 贴现试算 (`?packageNo=` adds one bill: 我的票据's 贴现); submitted, the operator lands on 贴现查询 with the number. 已退回 —
 * the director's returned applications, each to 编辑 and submit again, or 撤销. `?appNo=` opens one with its actions.
 */
export function DiscountApplyPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { appNo, open, close } = useOpenApplication();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const cancelOld = useWrite();
  const refresh = useRefreshDiscounts();
  const tab = params.get('tab') === 'returned' ? 'returned' : 'apply';
  const editing = params.get('edit');
  const setView = useCallback(
    (next: { tab?: string; edit?: string }) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        for (const k of ['tab', 'edit', 'appNo', 'packageNo']) p.delete(k);
        if (next.tab === 'returned') p.set('tab', 'returned');
        if (next.edit) p.set('edit', next.edit);
        return p;
      }),
    [setParams],
  );
  const landed = useCallback(
    async (newAppNo: string, old?: string) => {
      let flash = `贴现申请${newAppNo}已提交，待主管复核`;
      if (old) {
        const ok = await cancelOld.run((client, key) => applicationCalls.cancel(old)(client, key));
        flash += ok === undefined ? `；原申请${old}未能撤销，请在已退回中撤销` : `；原申请${old}已撤销`;
      }
      void refresh();
      navigate(DISCOUNT_APPLY_PATHS.query, { state: { flash } satisfies Flash });
    },
    [cancelOld, navigate, refresh],
  );
  const onSubmitted = useCallback((no: string) => void landed(no), [landed]);
  const onResubmitted = useCallback((no: string, old: string) => void landed(no, old), [landed]);
  if (appNo) {
    return (
      <ToastPage>
        <DiscountDetailView appNo={appNo} onBack={close} withActions onEdit={(no) => setView({ edit: no })} />
      </ToastPage>
    );
  }
  return (
    <ToastPage>
      <Tabs
        label="贴现申请"
        value={tab}
        onValueChange={(v) => setView({ tab: v })}
        items={[
          {
            value: 'apply',
            label: '贴现申请',
            content: editing ? (
              <EditReturned key={editing} appNo={editing} onSubmitted={onResubmitted} />
            ) : (
              <DiscountApplyForm preselect={params.get('packageNo')} onSubmitted={onSubmitted} />
            ),
          },
          {
            value: 'returned',
            label: '已退回',
            content: (
              <>
                <DiscountAppsTable
                  label="已退回的贴现申请"
                  emptyText="暂无已退回的贴现申请"
                  filters={{ status: 'RETURNED' }}
                  onOpen={open}
                  actions={(r) => [
                    { label: '编辑', onSelect: () => setView({ edit: r.appNo }) },
                    { label: '撤销', danger: true, onSelect: () => setCancelling(r.appNo) },
                  ]}
                />
                <CancelDialog appNo={cancelling} onClose={() => setCancelling(null)} onDone={() => void refresh()} />
              </>
            ),
          },
        ]}
      />
    </ToastPage>
  );
}
