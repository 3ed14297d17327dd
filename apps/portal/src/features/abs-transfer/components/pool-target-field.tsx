import { useState } from 'react';
import { useApiClient, useEndpoint } from '@scf/api';
import { absEndpoints, absReportEndpoints } from '@scf/api/contract';
import type { AbsTransferDetail } from '@scf/api/contract';
import { FormField, Select } from '@scf/ui';
import { failureMessage, useBusy } from '../../../lib/write';

const NONE = 'none';

/**
 * 入池至 (domain-lines.md §18.3), the factor's 产品经理 before 同意受让: one of its plans (存续期, not 锁定) or 不入池. Saved at
 * once, so the 转让合同 he signs names it; the receivables go in when the debtor signs the 付款确认书.
 */
export function PoolTargetField({ appNo, target, onSaved }: { appNo: string; target: AbsTransferDetail['poolTarget']; onSaved: () => void }) {
  const client = useApiClient();
  const { busy, run } = useBusy();
  const [error, setError] = useState<string>();
  const plans = useEndpoint(absReportEndpoints.productDetail, { body: {} });
  const options = [
    { value: NONE, label: '不入池' },
    ...(plans.data?.rows ?? [])
      .filter((p) => p.status === 'ACTIVE' && !p.locked)
      .map((p) => ({ value: p.productCode, label: `${p.name}（${p.productCode}）` })),
  ];
  const save = (value: string) =>
    run(async () => {
      setError(undefined);
      try {
        await client.call(
          absEndpoints.poolTarget,
          { params: { appNo }, body: { productCode: value === NONE ? null : value } },
          { idempotencyKey: crypto.randomUUID() },
        );
        onSaved();
      } catch (e) {
        setError(failureMessage(e));
      }
    });
  return (
    <FormField label="入池至" help={error ?? '可选；债务人签署付款确认书后自动入池'}>
      <Select value={target?.productCode ?? NONE} disabled={busy} onValueChange={(v) => void save(v)} options={options} />
    </FormField>
  );
}
