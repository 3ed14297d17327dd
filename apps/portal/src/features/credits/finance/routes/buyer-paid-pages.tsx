import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@scf/ui';
import { CreditPage } from '../../components/credit-page';
import { ReviewQueue, useOpenApplication } from '../../components/review-queue';
import { BuyerPaidAside, BuyerPaidDetailView } from '../buyer-paid/buyer-paid-detail';
import { BuyerPaidForm } from '../buyer-paid/buyer-paid-form';
import { BuyerPaidList } from '../buyer-paid/buyer-paid-list';

/** 核心企业融资申请 (买方付息): the form with its 费用测算, and 我的申请 (the core's applications, a number opens the detail). */
export function BuyerPaidApplyPage() {
  const [params, setParams] = useSearchParams();
  const { appNo, open, close } = useOpenApplication();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'apply';
  if (appNo)
    return (
      <CreditPage>
        <BuyerPaidDetailView appNo={appNo} onBack={close} />
      </CreditPage>
    );
  return (
    <CreditPage>
      <Tabs
        label="核心企业融资申请"
        value={tab}
        onValueChange={(t) => setParams(t === 'mine' ? { tab: 'mine' } : {})}
        items={[
          { value: 'apply', label: '买方付息申请', content: <BuyerPaidForm /> },
          { value: 'mine', label: '我的申请', content: <BuyerPaidList onOpen={open} /> },
        ]}
      />
    </CreditPage>
  );
}

/** 核心企业融资审批: the director's queue of 买方付息 applications; 同意 signs with the key (the generic approval). */
export function BuyerPaidApprovePage() {
  return (
    <CreditPage>
      <ReviewQueue bizType="CORE_FINANCE" aside={(detail) => <BuyerPaidAside appNo={detail.appNo} />} />
    </CreditPage>
  );
}

/** 核心企业融资查询 for the core: its 买方付息 applications and what it bore; a number opens the detail. */
export function BuyerPaidQueryPage() {
  const { appNo, open, close } = useOpenApplication();
  return <CreditPage>{appNo ? <BuyerPaidDetailView appNo={appNo} onBack={close} /> : <BuyerPaidList onOpen={open} />}</CreditPage>;
}
