import { useState } from 'react';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { edtEndpoints } from '@scf/api/contract';
import type { EdtLine } from '@scf/api/contract';
import { useSignedCall } from '@scf/signing/react';
import { Button, ConfirmDialog, useToast } from '@scf/ui';
import type { DataTableAction } from '@scf/ui';
import { useLedgerAction } from '../../../lib/applications';
import { useBusinessDate } from '../../../lib/business-date';
import { FormAlert } from '../../../lib/page';
import { edtAccessCalls } from '../api/edt-calls';
import { useRefreshEdt } from '../api/use-refresh-edt';
import { LineAdjustDialog } from './line-adjust-dialog';
import { LineCreateDialog } from './line-create-dialog';
import { LineTable } from './line-table';

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 12px;
`;

type Toggle = { line: EdtLine; freeze: boolean };

/**
 * 授信管理 (the bank's product manager, §19.3): the lines it granted; 新增授信 for an access 准入成功 without a line,
 * 审批 signing LIMIT (→ 正常), 冻结 / 解冻 and 调整额度.
 */
export function LineManager() {
  const lines = useEndpoint(edtEndpoints.lines, {});
  const accesses = useEndpoint(edtEndpoints.accesses, {});
  const businessDate = useBusinessDate() ?? '';
  const signedCall = useSignedCall();
  const toast = useToast();
  const refresh = useRefreshEdt();
  const action = useLedgerAction();
  const [creating, setCreating] = useState(false);
  const [adjusting, setAdjusting] = useState<EdtLine | null>(null);
  const [toggling, setToggling] = useState<Toggle | null>(null);

  const granted = new Set((lines.data ?? []).map((l) => `${l.supplier.corpId}|${l.core.corpId}|${l.status}`));
  // An access in force with no line of its supplier and core yet (the server refuses a second: 该准入已有授信).
  const grantable = (accesses.data ?? []).filter(
    (a) => a.status === 'APPROVED' && !['PENDING', 'ACTIVE', 'FROZEN'].some((s) => granted.has(`${a.supplier.corpId}|${a.core.corpId}|${s}`)),
  );

  async function approve(line: EdtLine) {
    const outcome = await signedCall('LIMIT', [line.lineId], edtEndpoints.lineApprove, (body) => ({ params: { lineId: line.lineId }, body }));
    if (outcome.code === 0) {
      toast.success(`已审批授信${line.lineId}，额度已生效`);
      void refresh();
    }
  }

  async function toggle({ line, freeze }: Toggle) {
    setToggling(null);
    const call = freeze ? edtAccessCalls.freeze(line.lineId) : edtAccessCalls.unfreeze(line.lineId);
    action.begin();
    if (await action.run(call, `已${freeze ? '冻结' : '解冻'}授信${line.lineId}`)) void refresh();
  }

  const rowActions = (l: EdtLine): DataTableAction[] => [
    ...(l.status === 'PENDING' ? [{ label: '审批', onSelect: () => void approve(l) }] : []),
    ...(l.status === 'ACTIVE' ? [{ label: '冻结', onSelect: () => setToggling({ line: l, freeze: true }) }] : []),
    ...(l.status === 'FROZEN' ? [{ label: '解冻', onSelect: () => setToggling({ line: l, freeze: false }) }] : []),
    ...(l.status === 'ACTIVE' || l.status === 'FROZEN' ? [{ label: '调整额度', onSelect: () => setAdjusting(l) }] : []),
  ];

  return (
    <>
      <Bar>
        <Button variant="primary" onClick={() => setCreating(true)}>
          新增授信
        </Button>
      </Bar>
      {action.error ? <FormAlert title="操作失败" message={action.error} /> : null}
      <LineTable bank rows={lines.data} loading={lines.isLoading} error={lines.error} onRetry={() => void lines.mutate()} actions={rowActions} />
      <LineCreateDialog
        open={creating}
        accesses={grantable}
        businessDate={businessDate}
        onClose={() => setCreating(false)}
        onDone={() => {
          setCreating(false);
          void refresh();
        }}
      />
      <LineAdjustDialog
        line={adjusting}
        onClose={() => setAdjusting(null)}
        onDone={() => {
          setAdjusting(null);
          void refresh();
        }}
      />
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.freeze ? '冻结授信' : '解冻授信'}
        description={
          toggling ? `确定${toggling.freeze ? '冻结' : '解冻'}授信${toggling.line.lineId}吗？${toggling.freeze ? '冻结后该授信不能用于新的融资。' : ''}` : ''
        }
        confirmText={toggling?.freeze ? '冻结' : '解冻'}
        onConfirm={() => toggling && void toggle(toggling)}
        onCancel={() => setToggling(null)}
      />
    </>
  );
}
