import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Result, Tabs } from '@scf/ui';
import { ToastPage } from '../../../lib/page';
import { ABS_TRANSFER_PATHS, detailPath } from '../api/abs-transfer-paths';
import { TransferApplyForm } from '../components/transfer-apply-form';
import { TransferAppsTable } from '../components/transfer-apps-table';

/** 提交成功: the application number, what happens next, and its detail. */
function Submitted({ appNo, onAgain }: { appNo: string; onAgain: () => void }) {
  return (
    <Result status="success" title={`转让申请${appNo}已提交`}>
      <p>所选应收账款已转让中。下一步：主管签署应收账款转让申请书与转让通知书，再由金融机构审核、受让并支付转让价款至贵企业结算账户。</p>
      <Link to={detailPath(ABS_TRANSFER_PATHS.applyDetail, appNo)}>查看申请详情</Link>
      <Button onClick={onAgain}>继续转让</Button>
    </Result>
  );
}

/**
 * ABS转让申请 (`/abs/transfer/apply`, supplier operator, domain-lines.md §18.3): 转让申请 — pick 已确权 receivables
 * (`?receivableNo=` preselects one), 受让方 and the live 转让价款, submit; 我的申请 — the operator's transfers, each
 * opening 转让申请详情.
 */
export function TransferApplyPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [appNo, setAppNo] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const tab = params.get('tab') === 'mine' ? 'mine' : 'apply';
  const onSubmitted = useCallback((no: string) => setAppNo(no), []);
  const setTab = (next: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next === 'mine') p.set('tab', 'mine');
      else p.delete('tab');
      return p;
    });
  // The applicant's link to one of its transfers (a message, the home list): its detail.
  const linked = params.get('appNo');
  if (linked) return <Navigate replace to={detailPath(ABS_TRANSFER_PATHS.applyDetail, linked)} />;
  return (
    <ToastPage>
      <Tabs
        label="ABS转让申请"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'apply',
            label: '转让申请',
            content: appNo ? (
              <Submitted
                appNo={appNo}
                onAgain={() => {
                  setAppNo(null);
                  setRound((r) => r + 1);
                }}
              />
            ) : (
              <TransferApplyForm key={round} preselect={round === 0 ? params.get('receivableNo') : null} onSubmitted={onSubmitted} />
            ),
          },
          {
            value: 'mine',
            label: '我的申请',
            content: <TransferAppsTable label="我的转让申请" scope="mine" onOpen={(no) => navigate(detailPath(ABS_TRANSFER_PATHS.applyDetail, no))} />,
          },
        ]}
      />
    </ToastPage>
  );
}
