import { useNavigate } from 'react-router-dom';
import { Button, Result } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { Page } from '../../../lib/page';
import { ABS_FD_PATHS, sideOf } from '../api/abs-finance-data-paths';

/**
 * `/abs/finance-data/success` 提交成功: the ABS资料 are saved; on to where they are used — 应付账款登记 for the core,
 * ABS转让申请 for the supplier — or back to ABS融资资料.
 */
export function SuccessPage() {
  const navigate = useNavigate();
  const core = sideOf(useAuth().session?.corpInfo.corpType) === 'DEBTOR';
  return (
    <Page>
      <Result status="success" title="ABS资料已提交，查验通过的发票可在登记或转让时选用。">
        {core ? (
          <Button variant="primary" onClick={() => navigate(ABS_FD_PATHS.payable)}>
            去登记应付账款
          </Button>
        ) : (
          <Button variant="primary" onClick={() => navigate(ABS_FD_PATHS.transfer)}>
            去申请转让
          </Button>
        )}
        <Button onClick={() => navigate(ABS_FD_PATHS.index)}>返回ABS融资资料</Button>
        <Button onClick={() => navigate(ABS_FD_PATHS.create)}>继续上传</Button>
      </Result>
    </Page>
  );
}
