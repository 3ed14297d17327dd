import { useSearchParams } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { creditEndpoints, creditNoSchema, verificationEndpoints } from '@scf/api/contract';
import { Button, Empty, Skeleton } from '@scf/ui';
import { LoadFailure, Page } from '../../../lib/page';
import { CreditSlip } from '../components/credit-slip';
import { SlipPrintStyle } from '../components/slip.styles';

/**
 * `/credit/sign-html?creditNo=` 凭证签章页 (spec §2: a new tab without header and footer): the credit's slip with the
 * amount in 大写, its 验证码 and QR (checked at the public `/verify`), and 打印, which prints the slip alone on A4.
 */
export default function SignHtmlPage() {
  const creditNo = useSearchParams()[0].get('creditNo') ?? '';
  const valid = creditNoSchema.safeParse(creditNo).success;
  const { data, error, mutate } = useEndpoint(creditEndpoints.slip, valid ? { params: { creditNo } } : null);
  // The slip's 验证码 (issue 26 item 10): registered for the slip as it reads now; the slip prints without it if it fails.
  const code = useEndpoint(verificationEndpoints.creditSlipCode, valid ? { params: { creditNo } } : null).data?.code;
  let body;
  if (!valid) body = <Empty description="凭证编号格式不正确" />;
  else if (data) body = <CreditSlip slip={data} verifyCode={code} />;
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
