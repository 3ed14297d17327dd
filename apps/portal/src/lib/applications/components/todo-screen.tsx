import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BizType, Todo } from '@scf/api/contract';
import { ToastPage } from '../../page';
import { ApplicationReview, partByType } from './application-review';
import type { ApplicationPart } from './application-review';
import { TodoTable } from './todo-table';

export interface TodoScreenSpec {
  /** The business types whose todos are decided here (`?appNo=`); the others open their own page with the application. */
  inPlace: readonly BizType[];
  /** The part of each business type an application opened here may have (the credits acted on for the rest). */
  parts: Partial<Record<BizType, ApplicationPart>>;
  /** A todo on a record that has no application yet (`?creditNo=`: a credit to sign for), decided here. */
  record: (creditNo: string, go: { back: () => void; openApplication: (appNo: string) => void }) => ReactNode;
}

/**
 * 待办事项 (domain.md §4.6): the caller's todos, newest first. A todo on a record, or on an application of an
 * in-place type, is done here; any other goes to its own page with the application open.
 */
export function todoScreen({ inPlace, parts, record }: TodoScreenSpec) {
  const part = partByType(parts);
  return function TodoScreen() {
    const [params, setParams] = useSearchParams();
    const navigate = useNavigate();
    const creditNo = params.get('creditNo');
    const appNo = params.get('appNo');
    const back = () => setParams({});

    const act = (todo: Todo) => {
      if (todo.creditNo && !todo.appNo) setParams({ creditNo: todo.creditNo });
      else if (todo.appNo && inPlace.includes(todo.bizType)) setParams({ appNo: todo.appNo });
      else navigate(todo.appNo ? `${todo.path}?appNo=${encodeURIComponent(todo.appNo)}` : todo.path);
    };

    return (
      <ToastPage>
        {creditNo ? (
          record(creditNo, { back, openApplication: (no) => setParams({ appNo: no }) })
        ) : appNo ? (
          <ApplicationReview appNo={appNo} onBack={back} backLabel="返回待办" part={part} />
        ) : (
          <TodoTable onAct={act} />
        )}
      </ToastPage>
    );
  };
}
