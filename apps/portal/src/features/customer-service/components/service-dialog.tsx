import { styled } from 'styled-components';
import { Dialog, cssVar, fills } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { usePlatform } from '../../../lib/platform';
import { MessageForm } from './message-form';
import { SERVICE_TEXTS as T } from './service-texts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${cssVar('radius')};
  background: ${fills.muted};
  dt {
    color: ${cssVar('textSecondaryColor')};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Section = styled.h3`
  margin: 0 0 12px;
  font-size: ${cssVar('fontSizeMd')};
`;

export interface ServiceDialogProps {
  onClose(): void;
}

/**
 * 在线客服 of the platform itself (where the customer-service config points at the platform): the hotline and the
 * service hours 7*24, and a 留言 form stored on the server. A dialog, as the spec's route catalogue has no page
 * for it. Its own chunk (the default export).
 */
export default function ServiceDialog({ onClose }: ServiceDialogProps) {
  const { tokens } = usePlatform();
  const { status, session } = useAuth();
  const user = session?.userInfo;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="md">
        <Dialog.Header>
          <Dialog.Title>{T.title}</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>{T.intro}</Dialog.Description>
          <Facts>
            <dt>{T.hotline}</dt>
            <dd>{tokens.hotline || '—'}</dd>
            <dt>{T.hours}</dt>
            <dd>{T.hoursValue}</dd>
          </Facts>
          <Section>{T.messageTitle}</Section>
          {status === 'authenticated' && user ? <MessageForm defaults={{ contactName: user.personName, mobilePhone: '' }} /> : <p>{T.loginFirst}</p>}
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}
