import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Result } from '@scf/ui';
import { Page } from '../../../lib/page';
import { EDT_CHAIN_PATHS } from '../api/edt-chain-labels';

/**
 * 提交成功 (domain-lines.md §19.5): the application number, what happens next (the director's signed 同意, the bank's
 * review and plan, 放款) and the ways back.
 */
export function OrderSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const appNo = params.get('appNo') ?? '';
  const orderNo = params.get('orderNo') ?? '';
  return (
    <Page>
      <Result status="success" title={appNo ? `融资申请${appNo}已提交` : '融资申请已提交'}>
        <p>
          {orderNo ? `订单${orderNo}的` : ''}
          融资申请已提交，授信额度已冻结。下一步：主管复核并签名同意后提交金融机构审核；金融机构审核通过并出具融资方案（或按申请审批）后放款，款项付至贵企业结算账户。
        </p>
        <Button variant="primary" onClick={() => navigate(`${EDT_CHAIN_PATHS.list}?tab=finance`)}>
          查看融资申请
        </Button>
        <Button onClick={() => navigate(EDT_CHAIN_PATHS.list)}>返回订单列表</Button>
        <Button onClick={() => navigate(EDT_CHAIN_PATHS.home)}>返回首页</Button>
      </Result>
    </Page>
  );
}
