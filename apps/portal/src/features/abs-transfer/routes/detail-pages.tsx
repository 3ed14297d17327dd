import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert, ToastPage } from '../../../lib/page';
import { ABS_TRANSFER_PATHS } from '../api/abs-transfer-paths';
import { TransferDetail } from '../components/transfer-detail';

function DetailPage({ back, backLabel }: { back: string; backLabel: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const appNo = params.get('appNo') ?? '';
  return (
    <ToastPage>
      {appNo ? (
        <TransferDetail appNo={appNo} onBack={() => navigate(back)} backLabel={backLabel} />
      ) : (
        <FormAlert title="未指定转让申请" message="请从转让申请列表选择申请后查看详情。" />
      )}
    </ToastPage>
  );
}

/** 转让申请详情 (`/abs/transfer/apply-detail?appNo=`): the operator's transfer, 撤销申请 while 待复核. */
export function TransferApplyDetailPage() {
  return <DetailPage back={`${ABS_TRANSFER_PATHS.apply}?tab=mine`} backLabel="返回我的申请" />;
}

/** 转让审批详情 (`/abs/transfer/approve-detail?appNo=`): the same facts with the reviewer's buttons. */
export function TransferApproveDetailPage() {
  return <DetailPage back={ABS_TRANSFER_PATHS.approve} backLabel="返回审批列表" />;
}
