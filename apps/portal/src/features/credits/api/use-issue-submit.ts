import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError, NetworkError, useApiClient } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { useToast } from '@scf/ui';
import type { IssueRequest, IssueValues } from './issue-values';
import { failureMessage, useOperationKey } from '../../../lib/write';
import { refusalTarget } from './refusal-target';
import { useRefreshLedger } from '../../../lib/applications';

export interface IssueSubmit {
  /** 保存 (`false`, a draft) or 提交 (`true`, for review): validates, then sends once. */
  send: (submit: boolean) => void;
  /** Which of the two is on its way. */
  sending: 'save' | 'submit' | null;
  /** A refusal that names no field. */
  alert: string | undefined;
}

/**
 * The issue form's one request: the key made when the form opened is reused by a retry and renewed after a success
 * (a save and the submit after it are two operations); a refusal goes onto the field it names, or into the alert,
 * and what the operator typed stays.
 */
export function useIssueSubmit(
  form: UseFormReturn<IssueValues, unknown, IssueRequest>,
  onDone: (detail: ApplicationDetail, submitted: boolean) => void,
): IssueSubmit {
  const client = useApiClient();
  const toast = useToast();
  const refresh = useRefreshLedger();
  const { key, renew } = useOperationKey();
  const inFlight = useRef(false);
  const [sending, setSending] = useState<IssueSubmit['sending']>(null);
  const [alert, setAlert] = useState<string>();

  async function deliver(body: IssueRequest) {
    setSending(body.submit ? 'submit' : 'save');
    setAlert(undefined);
    try {
      const detail = await client.call(creditEndpoints.issueApply, { body }, { idempotencyKey: key });
      renew();
      toast.success(body.submit ? `已提交开立申请${detail.appNo}，等待复核` : `已保存草稿${detail.appNo}`);
      void refresh();
      onDone(detail, body.submit);
    } catch (error) {
      const refusal =
        error instanceof ApiError && !(error instanceof NetworkError)
          ? refusalTarget(error.code, error.message, body.lines.length)
          : { field: null, message: failureMessage(error) };
      if (refusal.field) form.setError(refusal.field, { type: 'server', message: refusal.message }, { shouldFocus: true });
      else setAlert(refusal.message);
    } finally {
      inFlight.current = false;
      setSending(null);
    }
  }

  const send = (submit: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    form.setValue('submit', submit);
    void form.handleSubmit(deliver, () => {
      inFlight.current = false;
    })();
  };

  return { send, sending, alert };
}
