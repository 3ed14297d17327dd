import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Todo } from '@scf/api/contract';
import { ApplicationReview, TodoTable } from '../../../lib/applications';
import { ToastPage } from '../../../lib/page';
import { SignForPanel } from '../components/sign-for-panel';

/**
 * 待办事项 (domain.md §4.6): the caller's todos. The receiver's work is done here — a 待签收 credit opens with
 * 签收 / 拒签 (`?creditNo=`), a sign-for application opens with the director's 同意 / 退回 (`?appNo=`); any other todo
 * goes to its own page with the application open.
 */
export default function TodoPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const creditNo = params.get('creditNo');
  const appNo = params.get('appNo');
  const back = () => setParams({});

  const act = (todo: Todo) => {
    if (todo.creditNo && !todo.appNo) setParams({ creditNo: todo.creditNo });
    else if (todo.appNo && todo.bizType === 'SIGN') setParams({ appNo: todo.appNo });
    else navigate(todo.appNo ? `${todo.path}?appNo=${encodeURIComponent(todo.appNo)}` : todo.path);
  };

  return (
    <ToastPage>
      {creditNo ? (
        <SignForPanel creditNo={creditNo} onBack={back} onOpenApplication={(no) => setParams({ appNo: no })} />
      ) : appNo ? (
        <ApplicationReview appNo={appNo} onBack={back} backLabel="返回待办" />
      ) : (
        <TodoTable onAct={act} />
      )}
    </ToastPage>
  );
}
