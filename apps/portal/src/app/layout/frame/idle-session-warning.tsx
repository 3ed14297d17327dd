import { useEffect, useState } from 'react';
import { useApiClient } from '@scf/api';
import { authEndpoints } from '@scf/api/contract';
import { Button, Dialog } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { markServerActivity } from '../../../lib/session-activity';
import { useIdleDeadline } from './use-idle-deadline';

const minutesSeconds = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}分${String(s % 60).padStart(2, '0')}秒`;
};

/**
 * Two minutes before the idle session ends (30 min, security.md §1.1): 登录即将失效 with a countdown. 继续 makes the
 * cheapest authenticated call (the token exchange), which renews the session on the server; 退出登录, or the end
 * of the countdown, logs out. Escape or a click outside counts as 继续: nobody is logged out by a stray key.
 */
export function IdleSessionWarning() {
  const { status, logout } = useAuth();
  const client = useApiClient();
  const { phase, remainingMs } = useIdleDeadline(status === 'authenticated');
  const [extending, setExtending] = useState(false);

  useEffect(() => {
    if (phase === 'expired') void logout();
  }, [phase, logout]);

  const extend = async () => {
    setExtending(true);
    try {
      client.setToken((await client.call(authEndpoints.token)).accessToken);
      markServerActivity();
    } catch {
      // A 401 here means the session is already gone: the client's handler takes the user to the login page.
    } finally {
      setExtending(false);
    }
  };

  return (
    <Dialog.Root open={phase === 'warning'} onOpenChange={(open) => (open ? undefined : void extend())}>
      <Dialog.Content size="sm" role="alertdialog">
        <Dialog.Header>
          <Dialog.Title>登录即将失效</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>
            您已较长时间未操作，为保障账户安全，登录将在 {minutesSeconds(remainingMs)} 后失效。如需继续使用，请点击“继续”。
          </Dialog.Description>
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={() => void logout()}>退出登录</Button>
          <Button variant="primary" loading={extending} onClick={() => void extend()}>
            继续
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
