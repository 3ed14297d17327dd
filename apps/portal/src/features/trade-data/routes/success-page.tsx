import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Result } from '@scf/ui';
import { Page } from '../../../lib/page';
import { useProduct } from '../../../lib/product';
import { TRADE_PATHS } from '../api/trade-labels';

/** `finance-data/success` (提交成功): after 提交, the package number and the ways on. */
export default function SuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const product = useProduct();
  const packageNo = params.get('packageNo') ?? '';
  return (
    <Page>
      <Result status="success" title={`融资资料${packageNo}已提交，发票本次占用金额已预占。`}>
        <Button
          variant="primary"
          onClick={() => navigate(`${product.base}${TRADE_PATHS.detail}?packageNo=${encodeURIComponent(packageNo)}`)}
          disabled={!packageNo}
        >
          查看详情
        </Button>
        <Button onClick={() => navigate(`${product.base}${TRADE_PATHS.list}`)}>返回列表</Button>
      </Result>
    </Page>
  );
}
