import { useNavigate } from 'react-router-dom';
import { useProduct } from '../../../lib/product';
import { FormAndMineTabs, useApplyView } from '../../../lib/applications';
import { ToastPage } from '../../../lib/page';
import { FinanceForm } from '../components/finance-form';
import { FinanceList } from '../components/finance-list';

/**
 * 融资申请 (domain.md §7.7): the form with its live 融资试算, and 我的融资申请 — a number opens 融资详情 (the whole
 * calculation, the timeline, 撤销申请 while it waits for the director).
 */
export function FinanceApplyPage() {
  const view = useApplyView();
  const navigate = useNavigate();
  const product = useProduct();
  const mine = (
    <FinanceList
      scope="all"
      bank={false}
      label="我的融资申请"
      onOpen={(appNo) => navigate(`${product.base}/chain/finance/detail?appNo=${encodeURIComponent(appNo)}`)}
    />
  );
  return (
    <ToastPage>
      <FormAndMineTabs view={view} label="融资申请" applyLabel="融资申请" mineLabel="我的融资申请" form={<FinanceForm />} mine={mine} />
    </ToastPage>
  );
}
