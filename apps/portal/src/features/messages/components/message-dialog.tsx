import { styled } from 'styled-components';
import type { Message } from '@scf/api/contract';
import { Button, Dialog, Tag, cssVar } from '@scf/ui';
import { typeLabel } from '../api/message-filters';

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0 0 16px;
  color: ${cssVar('textSecondaryColor')};
`;
const Content = styled(Dialog.Description)`
  color: ${cssVar('textColor')};
  line-height: 1.8;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export interface MessageDialogProps {
  message: Message;
  onClose: () => void;
  /** 查看业务: go to the message's business object (shown only when it has one). */
  onOpenLink: (link: string) => void;
}

/** One message: its title, type and date, its text, and 查看业务 where it leads to a business object. */
export function MessageDialog({ message, onClose, onOpenLink }: MessageDialogProps) {
  const link = message.link;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="md">
        <Dialog.Header>
          <Dialog.Title>{message.title}</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Meta>
            <Tag>{typeLabel(message.messageType)}</Tag>
            <span>{message.createdOn}</span>
          </Meta>
          <Content>{message.content}</Content>
        </Dialog.Body>
        <Dialog.Footer>
          {link ? (
            <Button variant="primary" onClick={() => onOpenLink(link)}>
              查看业务
            </Button>
          ) : null}
          <Button onClick={onClose}>我知道了</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
