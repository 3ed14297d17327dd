import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Result } from '@scf/ui';
import { Page } from '../../../lib/page';
import { useProduct } from '../../../lib/product';
import { tripHome, useReturnTrip } from '../../../lib/return-trip';
import { TRADE_PATHS } from '../api/trade-labels';

/**
 * `finance-data/success` (提交成功): after 提交, the package number and the ways on — first 继续融资申请 for a finance
 * package (back to the 融资申请 form with what was chosen there and this package selected).
 */
export default function SuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const product = useProduct();
  const packageNo = params.get('packageNo') ?? '';
  const trip = useReturnTrip();
  const onward = trip && packageNo ? tripHome(trip, `?packageNo=${encodeURIComponent(packageNo)}`) : null;
  return (
    <Page>
      <Result status="success" title={`融资资料${packageNo}已提交，发票本次占用金额已预占。`}>
        {onward && trip ? (
          <Button variant="primary" onClick={() => navigate(onward.to, { state: onward.state })}>
            {trip.label}
          </Button>
        ) : null}
        <Button
          variant={onward ? 'default' : 'primary'}
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
