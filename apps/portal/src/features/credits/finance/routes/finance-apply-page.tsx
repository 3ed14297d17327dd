import { useNavigate, useSearchParams } from 'react-router-dom';
import { Tabs } from '@scf/ui';
import { useProduct } from '../../../../lib/page/product';
import { CreditPage } from '../../components/credit-page';
import { FinanceForm } from '../components/finance-form';
import { FinanceList } from '../components/finance-list';

/**
 * 融资申请 (domain.md §7.7): the form with its live 融资试算, and 我的融资申请 — a number opens 融资详情 (the whole
 * calculation, the timeline, 撤销申请 while it waits for the director).
 */
export function FinanceApplyPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const product = useProduct();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'apply';
  return (
    <CreditPage>
      <Tabs
        label="融资申请"
        value={tab}
        onValueChange={(t) => setParams(t === 'mine' ? { tab: 'mine' } : {})}
        items={[
          { value: 'apply', label: '融资申请', content: <FinanceForm /> },
          { value: 'mine', label: '我的融资申请', content: <FinanceList scope="all" label="我的融资申请" onOpen={(appNo) => navigate(`${product.base}/chain/finance/detail?appNo=${encodeURIComponent(appNo)}`)} /> },
        ]}
      />
    </CreditPage>
  );
}
