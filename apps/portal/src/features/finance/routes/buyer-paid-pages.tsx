import { FormAndMineTabs, ReviewQueue, creditsAnd, useApplyView, useOpenApplication } from '../../../lib/applications';
import { ToastPage } from '../../../lib/page';
import { BuyerPaidAside, BuyerPaidDetailView } from '../buyer-paid/buyer-paid-detail';
import { BuyerPaidForm } from '../buyer-paid/buyer-paid-form';
import { BuyerPaidList } from '../buyer-paid/buyer-paid-list';

/** 核心企业融资申请 (买方付息): the form with its 费用测算, and 我的申请 (the core's applications, a number opens the detail). */
export function BuyerPaidApplyPage() {
  const view = useApplyView();
  const { appNo, open, close } = useOpenApplication();
  if (appNo)
    return (
      <ToastPage>
        <BuyerPaidDetailView appNo={appNo} onBack={close} />
      </ToastPage>
    );
  return (
    <ToastPage>
      <FormAndMineTabs
        view={view}
        label="核心企业融资申请"
        applyLabel="买方付息申请"
        mineLabel="我的申请"
        form={<BuyerPaidForm />}
        mine={<BuyerPaidList onOpen={open} />}
      />
    </ToastPage>
  );
}

/** 核心企业融资审批: the director's queue of 买方付息 applications; 同意 signs with the key (the generic approval). */
export function BuyerPaidApprovePage() {
  return (
    <ToastPage>
      <ReviewQueue
        bizType="CORE_FINANCE"
        part={creditsAnd((detail) => (
          <BuyerPaidAside appNo={detail.appNo} />
        ))}
      />
    </ToastPage>
  );
}

/** 核心企业融资查询 for the core: its 买方付息 applications and what it bore; a number opens the detail. */
export function BuyerPaidQueryPage() {
  const { appNo, open, close } = useOpenApplication();
  return <ToastPage>{appNo ? <BuyerPaidDetailView appNo={appNo} onBack={close} /> : <BuyerPaidList onOpen={open} />}</ToastPage>;
}
