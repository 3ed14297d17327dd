import { Dialog } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { FEEDBACK_TEXTS as T } from '../api/feedback-texts';
import { useFeedbackSubmit } from '../api/use-feedback-submit';
import { FeedbackForm } from './feedback-form';

export interface FeedbackDialogProps {
  onClose(): void;
}

/**
 * 意见反馈 (spec §2 Shell, §5): a dialog over the current page, opened from the right bar or the help centre. Its own
 * chunk (the default export): the form, the uploader and their schemas load when it opens. Needs a ToastProvider.
 */
export default function FeedbackDialog({ onClose }: FeedbackDialogProps) {
  const { session } = useAuth();
  const { send, sending } = useFeedbackSubmit(onClose);
  return (
    <Dialog.Root open onOpenChange={(open) => (open || sending ? undefined : onClose())}>
      <Dialog.Content size="md" closeOnOutsideClick={false}>
        <Dialog.Header>
          <Dialog.Title>{T.title}</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <FeedbackForm ownName={session?.userInfo.personName ?? ''} sending={sending} onSubmit={(body) => void send(body)} onCancel={onClose} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
