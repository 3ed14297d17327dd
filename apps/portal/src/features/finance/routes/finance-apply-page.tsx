import { useApplyView } from '../../credits/api/use-apply-view';
import { ApplyTabs } from '../../credits/components/apply-tabs';
import { CreditPage } from '../../credits/components/credit-page';
import { FinanceForm } from '../components/finance-form';

/** 融资申请 (domain.md §7.7): the form with its live 融资试算, and 我的融资申请 (status, 撤销申请 while pending review). */
export function FinanceApplyPage() {
  const view = useApplyView();
  return (
    <CreditPage>
      <ApplyTabs view={view} bizType="FINANCE" applyLabel="融资申请" mineLabel="我的融资申请" form={<FinanceForm />} />
    </CreditPage>
  );
}
