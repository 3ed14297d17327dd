import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@scf/ui';
import { useOpenApplication } from '../../../lib/applications';
import { FormAlert, ToastPage } from '../../../lib/page';
import { REVOCABLE } from '../api/discount-apply-calls';
import { DiscountAppsTable } from '../components/discount-apps-table';
import { DiscountDetailView } from '../components/discount-detail';
import { useRevoke } from '../components/revoke-button';

const noop = () => undefined;

/** 待买方确认付息 and 待银行签收 applications, each with 撤回 (signed) besides 查看; a refusal said verbatim above the list. */
function Revocable({ onOpen }: { onOpen: (appNo: string) => void }) {
  const { revoke, refusal } = useRevoke(noop);
  return (
    <>
      {refusal ? <FormAlert title="撤回失败" message={refusal} /> : null}
      <DiscountAppsTable
        label="可撤回的贴现申请"
        emptyText="暂无待买方确认付息或待银行签收的申请"
        filters={{ statuses: REVOCABLE }}
        onOpen={onOpen}
        actions={(r) => [
          { label: '查看', onSelect: () => onOpen(r.appNo) },
          { label: '撤回', onSelect: () => void revoke(r.appNo, r.bizType) },
        ]}
      />
    </>
  );
}

/**
 * 贴现复核 (`/discount/chain/approve`, supplier director, domain-lines.md §20.4): 待复核 — the operators' applications, each
 * opening its bills and figures with 同意 (signs DISCOUNT_BILL_SIGN / DISCOUNT_BATCH_SIGN, the detail's approveOriginal)
 * and 退回 (意见); 可撤回 — those 待买方确认付息 or 待银行签收, with 撤回 (signs DISCOUNT_*_REVOKE). `?appNo=` opens one.
 */
export function DiscountApprovePage() {
  const { appNo, open, close } = useOpenApplication();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'revocable' ? 'revocable' : 'review';
  const setTab = useCallback(
    (next: string) =>
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        if (next === 'revocable') p.set('tab', next);
        else p.delete('tab');
        return p;
      }),
    [setParams],
  );
  return (
    <ToastPage>
      {appNo ? (
        <DiscountDetailView appNo={appNo} onBack={close} withActions />
      ) : (
        <Tabs
          label="贴现复核"
          value={tab}
          onValueChange={setTab}
          items={[
            {
              value: 'review',
              label: '待复核',
              content: (
                <DiscountAppsTable
                  label="待复核的贴现申请"
                  emptyText="暂无待复核的贴现申请"
                  filters={{ status: 'PENDING_REVIEW' }}
                  onOpen={open}
                  actions={(r) => [{ label: '复核', onSelect: () => open(r.appNo) }]}
                />
              ),
            },
            { value: 'revocable', label: '可撤回', content: <Revocable onOpen={open} /> },
          ]}
        />
      )}
    </ToastPage>
  );
}
