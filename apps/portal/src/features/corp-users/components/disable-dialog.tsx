import { useEffect, useState } from 'react';
import { useEndpoint } from '@scf/api';
import { CORP_USER_MESSAGES, corpUserEndpoints } from '@scf/api/contract';
import type { CorpUser } from '@scf/api/contract';
import { Dialog, FormField, Select } from '@scf/ui';
import { DialogButtons, FormAlert, InfoNote } from '../../../lib/page';

export interface DisableDialogProps {
  user: CorpUser | null;
  onClose: () => void;
  /** Sends 停用 (with the 移交给 user when there are items); a refusal's message is thrown back. */
  onConfirm: (user: CorpUser, handoverTo: string | undefined) => Promise<void>;
}

/**
 * 停用 (离职, §16.4): the user's sessions end and key bindings are revoked at once. With open items of their own the
 * dialog is 移交待办: the items and a 移交给 user of the same role. Disabling the real-name administrator warns.
 */
export function DisableDialog({ user, onClose, onConfirm }: DisableDialogProps) {
  const pending = useEndpoint(corpUserEndpoints.pending, user ? { params: { userId: user.userId } } : null);
  const [target, setTarget] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setTarget('');
    setFailure(null);
  }, [user]);
  const items = pending.data?.items ?? [];
  const handover = items.length > 0;

  async function confirm() {
    if (!user) return;
    if (handover && !target) {
      setFailure(CORP_USER_MESSAGES.handoverTarget);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(user, handover ? target : undefined);
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : '停用失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  }

  const title = handover ? '移交待办' : '停用用户';
  return (
    <Dialog.Root open={user !== null} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>
            确认停用用户 {user?.personName}（{user?.userName}）？停用后其登录会话立即结束，Ukey绑定同时注销。
          </Dialog.Description>
          {user?.realnameAdmin ? <InfoNote>{CORP_USER_MESSAGES.realnameAdminWarning}</InfoNote> : null}
          {handover ? (
            <>
              <p>{CORP_USER_MESSAGES.handover(items.length)}：</p>
              <ul aria-label="未完成业务">
                {items.map((i) => (
                  <li key={i.ref}>
                    {i.label} {i.kind === 'APPLICATION' ? i.ref : ''}
                  </li>
                ))}
              </ul>
              <FormField label="移交给" required>
                <Select
                  value={target}
                  options={(pending.data?.candidates ?? []).map((c) => ({ value: c.userId, label: `${c.personName}（${c.userName}）` }))}
                  onValueChange={setTarget}
                />
              </FormField>
            </>
          ) : null}
          {failure ? <FormAlert title="停用失败" message={failure} /> : null}
        </Dialog.Body>
        <DialogButtons label={handover ? '移交并停用' : '确认停用'} busy={busy} onCancel={onClose} onConfirm={() => void confirm()} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
