import { useApplyView } from '../../api/use-apply-view';
import { FormAndMineTabs } from '../../components/apply-tabs';
import { CreditPage } from '../../components/credit-page';
import { ReviewQueue, useOpenApplication } from '../../components/review-queue';
import { BuyerPaidAside, BuyerPaidDetailView } from '../buyer-paid/buyer-paid-detail';
import { BuyerPaidForm } from '../buyer-paid/buyer-paid-form';
import { BuyerPaidList } from '../buyer-paid/buyer-paid-list';

/** 核心企业融资申请 (买方付息): the form with its 费用测算, and 我的申请 (the core's applications, a number opens the detail). */
export function BuyerPaidApplyPage() {
  const view = useApplyView();
  const { appNo, open, close } = useOpenApplication();
  if (appNo)
    return (
      <CreditPage>
        <BuyerPaidDetailView appNo={appNo} onBack={close} />
      </CreditPage>
    );
  return (
    <CreditPage>
      <FormAndMineTabs
        view={view}
        label="核心企业融资申请"
        applyLabel="买方付息申请"
        mineLabel="我的申请"
        form={<BuyerPaidForm />}
        mine={<BuyerPaidList onOpen={open} />}
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
