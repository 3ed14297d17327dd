import type { ReactNode } from 'react';
import { Button } from '@scf/ui';
import { FormAlert } from '../../page';

export interface ApplicationFormProps {
  /** The form's accessible name (转让申请, 融资申请 …). */
  label: string;
  /** Checks and sends the application (e.g. `form.handleSubmit(…)`); the browser's own submit is prevented. */
  onSubmit: () => unknown;
  /** The server's refusal of the last submit. */
  error: string | undefined;
  busy: boolean;
  /** The unsaved-changes guard of the form (`useUnsavedChangesGuard`). */
  leaveGuard: ReactNode;
  children: ReactNode;
}

/** An application form of the ledger: its parts, then the refusal of the last submit and 提交, and the leave guard. */
export function ApplicationForm({ label, onSubmit, error, busy, leaveGuard, children }: ApplicationFormProps) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      {error ? <FormAlert title="提交失败" message={error} /> : null}
      <Button type="submit" variant="primary" loading={busy}>
        提交
      </Button>
      {leaveGuard}
    </form>
  );
}
