import { useSearchParams } from 'react-router-dom';
import type { BizType } from '@scf/api/contract';
import { BIZ_TYPE_LABEL } from '@scf/api/contract';
import { useApplicationList } from '../api/use-application-list';
import { ApplicationReview } from './application-review';
import type { ApplicationPart } from './application-review';
import { ApplicationsTable } from './applications-table';
import { ToastPage } from '../../page';

/** Reads `?appNo=`: the application the screen shows (a link from a home, a todo or a message opens it directly). */
export function useOpenApplication() {
  const [params, setParams] = useSearchParams();
  const appNo = params.get('appNo');
  const open = (next: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set('appNo', next);
      return p;
    });
  const close = () =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.delete('appNo');
      return p;
    });
  return { appNo, open, close };
}

/** The queue's texts: a review screen's own (开立复核…), or a counterparty's (退回确认: 待确认的退回申请, 确认). */
export interface QueueText {
  label: string;
  empty: string;
  action: string;
}
const reviewText = (bizType: BizType): QueueText => ({ label: `待审批的${BIZ_TYPE_LABEL[bizType]}申请`, empty: '暂无待审批的申请', action: '审批' });

function Queue({ bizType, text, onOpen }: { bizType: BizType; text: QueueText; onOpen: (appNo: string) => void }) {
  const table = useApplicationList('review', bizType);
  return (
    <ApplicationsTable
      label={text.label}
      emptyText={text.empty}
      onOpen={onOpen}
      actions={(row) => [{ label: text.action, onSelect: () => onOpen(row.appNo) }]}
      actionsWidth={64}
      showCreator
      {...table}
    />
  );
}

/**
 * A review screen (开立复核, 开立撤回复核, 回收审批): the caller's queue of one business type; an application number
 * opens the one application with its actions (`?appNo=` keeps it linkable), and an action goes back to the queue.
 */
export function ReviewQueue({ bizType, text = reviewText(bizType), part }: { bizType: BizType; text?: QueueText; part?: ApplicationPart }) {
  const { appNo, open, close } = useOpenApplication();
  return appNo ? <ApplicationReview appNo={appNo} onBack={close} part={part} /> : <Queue bizType={bizType} text={text} onOpen={open} />;
}

/** The screen of one review queue: its business type, the queue's texts where they differ, and the type's part. */
export function reviewScreen(bizType: BizType, { text, part }: { text?: QueueText; part?: ApplicationPart } = {}) {
  return function ReviewScreen() {
    return (
      <ToastPage>
        <ReviewQueue bizType={bizType} text={text} part={part} />
      </ToastPage>
    );
  };
}
