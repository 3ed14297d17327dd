import { useState } from 'react';
import type { AbsReceivable } from '@scf/api/contract';
import { useAuth } from '../../../lib/auth';
import { ToastPage } from '../../../lib/page';
import { absCalls, useRefreshAbs } from '../api/abs-calls';
import { ReasonDialog } from '../components/reason-dialog';
import { ReceivableList } from '../components/receivable-list';

type Acting = { kind: 'cancel' | 'void'; r: AbsReceivable };

/**
 * 应付账款查询 (`/abs/core/index/payable-query`, domain-lines.md §18.2–§18.3): the core's payables as debtor. The
 * operator asks to void a confirmed one (作废申请 → 作废中, the supplier's director decides); the director voids one the
 * supplier disputes (作废 → 已作废, its invoices released). 查询 users only read.
 */
export function PayableQueryPage() {
  const role = useAuth().role?.currentRole;
  const refresh = useRefreshAbs();
  const [acting, setActing] = useState<Acting | null>(null);
  const close = () => setActing(null);
  const done = () => {
    close();
    void refresh();
  };
  const actions = (r: AbsReceivable) => [
    ...(role === 'ROLE_OPERATOR' && r.status === 'CONFIRMED' ? [{ label: '作废申请', onSelect: () => setActing({ kind: 'cancel', r }) }] : []),
    ...(role === 'ROLE_DIRECTOR' && r.status === 'DISPUTED' ? [{ label: '作废', onSelect: () => setActing({ kind: 'void', r }) }] : []),
  ];
  const no = acting?.r.receivableNo ?? '';
  return (
    <ToastPage>
      <ReceivableList side="DEBTOR" actions={role === 'ROLE_QUERY' ? undefined : actions}>
        {acting?.kind === 'cancel' ? (
          <ReasonDialog
            action="作废申请"
            description={`应收账款${no}将进入作废中，由债权人主管同意后作废。`}
            call={(reason) => absCalls.cancelRequest(no, reason)}
            done={`已提交应收账款${no}的作废申请，待债权人确认`}
            onClose={close}
            onDone={done}
          />
        ) : null}
        {acting?.kind === 'void' ? (
          <ReasonDialog
            action="作废"
            description={`债权人对应收账款${no}提出了异议：${acting.r.reason}。作废后占用的发票释放。`}
            call={(reason) => absCalls.voidDisputed(no, reason)}
            done={`应收账款${no}已作废`}
            onClose={close}
            onDone={done}
          />
        ) : null}
      </ReceivableList>
    </ToastPage>
  );
}
