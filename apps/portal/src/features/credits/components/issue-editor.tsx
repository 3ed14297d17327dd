import { useState } from 'react';
import type { ApplicationDetail } from '@scf/api/contract';
import { ApplicationEditor } from '../../../lib/applications';
import { useProduct } from '../../../lib/product';
import { issueValuesOf, newIssue } from '../api/issue-values';
import { IssueForm } from './issue-form';

export interface IssueEditorProps {
  /** The draft or returned application to edit; null for a new one. */
  appNo: string | null;
  /** The application was submitted (the editor starts over). */
  onSubmitted: (detail: ApplicationDetail) => void;
}

/** The issue form: a new application, or a draft / returned one loaded for 编辑 (its lines, its return comment). */
export function IssueEditor({ appNo, onSubmitted }: IssueEditorProps) {
  const product = useProduct();
  // Each new form is a new operation: a fresh form (and idempotency key) after every submission.
  const [round, setRound] = useState(0);
  if (appNo) {
    return (
      <ApplicationEditor appNo={appNo} bizType="ISSUE" onSubmitted={onSubmitted}>
        {(detail, submitted) => <IssueForm key={appNo} initial={issueValuesOf(detail)} onDone={(saved, done) => (done ? submitted(saved) : undefined)} />}
      </ApplicationEditor>
    );
  }
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
