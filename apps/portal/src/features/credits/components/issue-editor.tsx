import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { Button, Spinner, cssVar } from '@scf/ui';
import { failureMessage } from '../../../lib/write';
import { issueValuesOf, newIssue } from '../api/issue-values';
import { useProduct } from '../../../lib/product';
import { FormAlert } from '../../../lib/page';
import { IssueForm } from './issue-form';

const Note = styled.p`
  margin: 0 0 16px;
  padding: 8px 12px;
  border-left: 3px solid ${cssVar('primaryColor')};
  background: #f0f5ff;
`;

export interface IssueEditorProps {
  /** The draft or returned application to edit; null for a new one. */
  appNo: string | null;
  /** The application was submitted (the editor starts over). */
  onSubmitted: (detail: ApplicationDetail) => void;
}

function EditExisting({ appNo, onSubmitted }: { appNo: string; onSubmitted: IssueEditorProps['onSubmitted'] }) {
  const { data, error, mutate } = useEndpoint(creditEndpoints.application, { params: { appNo } });
  // Leave the edit only after the form has re-rendered as submitted, so its unsaved-changes guard lets the move pass.
  const [finished, setFinished] = useState<ApplicationDetail | null>(null);
  useEffect(() => {
    if (finished) onSubmitted(finished);
  }, [finished, onSubmitted]);
  if (error) {
    return (
      <>
        <FormAlert title="申请加载失败" message={failureMessage(error)} />
        <Button onClick={() => void mutate()}>重试</Button>
      </>
    );
  }
  if (!data) return <Spinner label="正在加载申请" />;
  if (data.bizType !== 'ISSUE' || !data.actions.includes('EDIT')) return <FormAlert title="不能编辑" message={`申请${appNo}当前不能编辑`} />;
  return (
    <>
      <Note>
        正在编辑{data.status === 'RETURNED' ? '已退回的' : ''}申请 {appNo}
        {data.comment ? `。退回意见：${data.comment}` : ''}
      </Note>
      <IssueForm key={appNo} initial={issueValuesOf(data)} onDone={(detail, submitted) => (submitted ? setFinished(detail) : undefined)} />
    </>
  );
}

/** The issue form: a new application, or a draft / returned one loaded for 编辑 (its lines, its return comment). */
export function IssueEditor({ appNo, onSubmitted }: IssueEditorProps) {
  const product = useProduct();
  // Each new form is a new operation: a fresh form (and idempotency key) after every submission.
  const [round, setRound] = useState(0);
  if (appNo) return <EditExisting appNo={appNo} onSubmitted={onSubmitted} />;
  return (
    <IssueForm
      key={round}
      initial={newIssue(product.type)}
      onDone={(detail, submitted) => {
        if (!submitted) return;
        setRound((r) => r + 1);
        onSubmitted(detail);
      }}
    />
  );
}
