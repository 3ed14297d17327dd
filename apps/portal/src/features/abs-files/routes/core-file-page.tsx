import { useEffect } from 'react';
import type { AbsFileRow } from '@scf/api/contract';
import { useToast } from '@scf/ui';
import type { DataTableAction } from '@scf/ui';
import { ApplicationReview, useOpenApplication } from '../../../lib/applications';
import { useAuth } from '../../../lib/auth';
import { ToastPage } from '../../../lib/page';
import { FileMatrix } from '../components/file-matrix';
import { usePayConfirm } from '../components/use-pay-confirm';

/** The application's own head, amounts and flow are the review's; the documents are on the matrix. */
const noPart = () => null;

function CoreFiles() {
  const role = useAuth().role?.currentRole;
  const toast = useToast();
  const { submit, sign, busy, error, clearError } = usePayConfirm();
  useEffect(() => {
    if (error) {
      toast.error(error);
      clearError();
    }
  }, [error, toast, clearError]);
  const actions = (r: AbsFileRow): readonly DataTableAction[] => {
    if (role === 'ROLE_OPERATOR' && r.canSubmitPayConfirm) return [{ label: '提交签署', disabled: busy, onSelect: () => void submit(r.receivableNo) }];
    if (role === 'ROLE_DIRECTOR' && r.payConfirmAppNo) {
      const appNo = r.payConfirmAppNo;
      return [{ label: '签署', disabled: busy, onSelect: () => void sign(appNo) }];
    }
    return [];
  };
  return <FileMatrix side="DEBTOR" actions={actions} />;
}

/**
 * `/abs/core/index/file` 核心企业档案 (domain-lines.md §18.3, §18.5): the debtor's receivables × their documents. The
 * operator 提交签署 the 付款确认书 of a transferred receivable; the director 签署 it with the key (a todo's link opens
 * the application, `?appNo=`, with 同意 and 拒绝).
 */
export function CoreFilePage() {
  const { appNo, close } = useOpenApplication();
  return <ToastPage>{appNo ? <ApplicationReview appNo={appNo} onBack={close} backLabel="返回档案" part={noPart} /> : <CoreFiles />}</ToastPage>;
}
