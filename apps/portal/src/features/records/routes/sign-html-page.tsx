import { useSearchParams } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { creditEndpoints, creditNoSchema } from '@scf/api/contract';
import { Button, Empty, Skeleton } from '@scf/ui';
import { LoadFailure, Page } from '../../../lib/page';
import { CreditSlip } from '../components/credit-slip';
import { SlipPrintStyle } from '../components/slip.styles';

/**
 * `/credit/sign-html?creditNo=` 凭证签章页 (spec §2: a new tab without header and footer): the credit's slip with the
 * amount in 大写, and 打印, which prints the slip alone on A4.
 */
export default function SignHtmlPage() {
  const creditNo = useSearchParams()[0].get('creditNo') ?? '';
  const valid = creditNoSchema.safeParse(creditNo).success;
  const { data, error, mutate } = useEndpoint(creditEndpoints.slip, valid ? { params: { creditNo } } : null);
  let body;
  if (!valid) body = <Empty description="凭证编号格式不正确" />;
  else if (data) body = <CreditSlip slip={data} />;
  else if (error) body = <LoadFailure what="凭证签章页" error={error} onRetry={() => void mutate()} />;
  else body = <Skeleton lines={10} label="正在加载凭证签章页" />;
  return (
    <Page
      actions={
        <Button variant="primary" disabled={!data} onClick={() => window.print()}>
          打印
        </Button>
      }
    >
      <SlipPrintStyle />
      {body}
    </Page>
  );
}
