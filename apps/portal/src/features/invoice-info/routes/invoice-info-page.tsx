import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { invoiceInfoEndpoints } from '@scf/api/contract';
import type { InvoiceInfo } from '@scf/api/contract';
import { INVOICE_TYPE_LABEL } from '@scf/api/validators';
import { Card, Descriptions } from '@scf/ui';
import { LoadState, Page } from '../../../lib/page';
import { InvoiceInfoForm } from '../components/invoice-info-form';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

/** What a reader who may not edit sees: the saved values, or that nothing was saved yet. */
function SavedInfo({ info }: { info: InvoiceInfo['info'] }) {
  if (!info) return <p>企业管理员尚未维护开票信息</p>;
  return (
    <Descriptions
      columns={2}
      items={[
        { label: '发票类型', value: INVOICE_TYPE_LABEL[info.invoiceType] },
        { label: '注册地址', value: info.regAddress },
        { label: '注册电话', value: info.regPhone },
        { label: '开户银行', value: info.bankName },
        { label: '银行账号', value: info.bankAccount },
        { label: '收票人', value: info.receiverName },
        { label: '收票人手机', value: info.receiverMobile },
        { label: '收票邮箱', value: info.receiverEmail },
      ]}
    />
  );
}

/**
 * `/my/enterprise-info/invoice-info` 开票信息 (domain-lines.md §16.3), for the platform's fee invoices: 发票抬头 and
 * 纳税人识别号 are the corporation's name and USCC; the administrator edits the rest, others read it.
 */
export default function InvoiceInfoPage() {
  const { data, error, mutate } = useEndpoint(invoiceInfoEndpoints.get, {});
  return (
    <Page>
      <LoadState what="开票信息" data={data} error={error} onRetry={() => void mutate()}>
        {(current) => (
          <Stack>
            <Card title="发票抬头">
              <Descriptions
                columns={2}
                items={[
                  { label: '发票抬头', value: current.invoiceTitle },
                  { label: '纳税人识别号', value: current.taxNo },
                ]}
              />
            </Card>
            <Card title="开票信息">
              {current.canEdit ? (
                <InvoiceInfoForm current={current} onSaved={(next) => void mutate(next, { revalidate: false })} />
              ) : (
                <SavedInfo info={current.info} />
              )}
            </Card>
          </Stack>
        )}
      </LoadState>
    </Page>
  );
}
