import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AbsReceivable } from '@scf/api/contract';
import { OpinionDialog, useLedgerAction } from '../../../lib/applications';
import { useAuth } from '../../../lib/auth';
import { ToastPage } from '../../../lib/page';
import { absCalls, useRefreshAbs } from '../api/abs-calls';
import { ABS_RECEIVABLE_PATHS } from '../api/abs-labels';
import { ReasonDialog } from '../components/reason-dialog';
import { ReceivableList } from '../components/receivable-list';

type Acting = { kind: 'dispute' | 'withdraw' | 'agree' | 'refuse'; r: AbsReceivable };

function ReceivableQuery() {
  const role = useAuth().role?.currentRole;
  const navigate = useNavigate();
  const refresh = useRefreshAbs();
  const decision = useLedgerAction();
  const [acting, setActing] = useState<Acting | null>(null);
  const close = () => setActing(null);
  const done = () => {
    close();
    void refresh();
  };
  const act = (kind: Acting['kind'], r: AbsReceivable) => () => {
    decision.begin();
    setActing({ kind, r });
  };
  const operator = role === 'ROLE_OPERATOR';
  const director = role === 'ROLE_DIRECTOR';
  const actions = (r: AbsReceivable) => [
    ...(operator && r.status === 'CONFIRMED'
      ? [
          { label: '转让', onSelect: () => navigate(`${ABS_RECEIVABLE_PATHS.transferApply}?receivableNo=${encodeURIComponent(r.receivableNo)}`) },
          { label: '提出异议', onSelect: act('dispute', r) },
        ]
      : []),
    ...(operator && r.status === 'DISPUTED' ? [{ label: '撤回异议', onSelect: act('withdraw', r) }] : []),
    ...(director && r.status === 'CANCELLING'
      ? [
          { label: '同意作废', onSelect: act('agree', r) },
          { label: '拒绝作废', onSelect: act('refuse', r) },
        ]
      : []),
  ];
  const no = acting?.r.receivableNo ?? '';
  const agree = acting?.kind === 'agree';
  return (
    <ReceivableList side="CREDITOR" actions={operator || director ? actions : undefined}>
      {acting?.kind === 'dispute' ? (
        <ReasonDialog
          action="提出异议"
          description={`对应收账款${no}提出异议后，该应收账款不能转让，直至撤回异议或被债务人作废。`}
          call={(reason) => absCalls.dispute(no, reason)}
          done={`已对应收账款${no}提出异议`}
          onClose={close}
          onDone={done}
        />
      ) : null}
      {acting?.kind === 'withdraw' ? (
        <ReasonDialog
          noReason
          action="撤回异议"
          description={`撤回异议后，应收账款${no}恢复为已确权。`}
          call={() => absCalls.withdrawDispute(no)}
          done={`已撤回应收账款${no}的异议`}
          onClose={close}
          onDone={done}
        />
      ) : null}
      <OpinionDialog
        open={acting?.kind === 'agree' || acting?.kind === 'refuse'}
        action={agree ? '同意作废' : '拒绝作废'}
        description={`债务人申请作废应收账款${no}，原因：${acting?.r.reason ?? ''}。${agree ? '同意后该应收账款作废，占用的发票释放。' : '拒绝后该应收账款恢复为已确权。'}`}
        required={!agree}
        busy={decision.busy}
        error={decision.error}
        onCancel={close}
        onConfirm={(comment) =>
          void decision.run(absCalls.cancelDecision(no, agree, comment), agree ? `已同意作废应收账款${no}` : `已拒绝作废应收账款${no}`).then((ok) => {
            if (ok) done();
          })
        }
      />
    </ReceivableList>
  );
}

/**
 * 应收账款查询 (`/abs/chain/index/receivable-query`, domain-lines.md §18.2–§18.3): the supplier's receivables as current
 * creditor. The operator 提出异议 (with a reason) / 撤回异议, and 转让 a confirmed one (ABS转让申请); the director
 * decides the debtor's 作废申请 of one 作废中: 同意作废 (已作废) or 拒绝作废 (已确权 again).
 */
export function ReceivableQueryPage() {
  return (
    <ToastPage>
      <ReceivableQuery />
    </ToastPage>
  );
}
