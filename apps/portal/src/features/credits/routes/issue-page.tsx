import { ApplyTabs, useApplyView } from '../../../lib/applications';
import { ToastPage } from '../../../lib/page';
import { issueLinesPart } from '../components/application-parts';
import { IssueEditor } from '../components/issue-editor';

/**
 * 开立申请 (domain.md §7.3, core operator): the issue form (保存 a draft, 提交 for review) and 我的开立申请 with their
 * 状态 and the actions the server allows (编辑 loads a draft or a returned application into the form, 撤销申请).
 */
export default function IssuePage() {
  const view = useApplyView();
  return (
    <ToastPage>
      <ApplyTabs
        view={view}
        bizType="ISSUE"
        applyLabel={view.edit ? `编辑申请 ${view.edit}` : '开立申请'}
        mineLabel="我的开立申请"
        form={<IssueEditor appNo={view.edit} onSubmitted={() => view.newForm()} />}
        onEdit={view.startEdit}
        part={issueLinesPart}
      />
    </ToastPage>
  );
}
