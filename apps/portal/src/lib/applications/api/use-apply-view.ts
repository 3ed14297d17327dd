import { useSearchParams } from 'react-router-dom';

export type ApplyTab = 'apply' | 'mine';

/**
 * What an apply screen shows, from its URL so a todo or a home can link into it: the form (`?edit=` loads a draft or
 * a returned application into it), or the caller's applications (`?tab=mine`, `?appNo=` opens one).
 */
export function useApplyView() {
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const appNo = params.get('appNo');
  const tab: ApplyTab = edit ? 'apply' : appNo || params.get('tab') === 'mine' ? 'mine' : 'apply';
  // Each view starts clean: the other view's page, sort and open record do not carry over.
  const go = (next: Record<string, string>) => setParams(next);
  return {
    tab,
    edit,
    appNo,
    setTab: (t: ApplyTab) => go(t === 'mine' ? { tab: 'mine' } : {}),
    open: (no: string) => go({ tab: 'mine', appNo: no }),
    startEdit: (no: string) => go({ edit: no }),
    backToList: () => go({ tab: 'mine' }),
    newForm: () => go({}),
  };
}
