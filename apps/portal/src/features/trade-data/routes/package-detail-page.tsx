import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import {
  CREDIT_STATUS_LABEL,
  DATUM_VERDICT_LABEL,
  OCCUPY_STATE_LABEL,
  PACKAGE_PURPOSE_LABEL,
  PACKAGE_STATUS_LABEL,
  tradeDataEndpoints,
} from '@scf/api/contract';
import type { CreditStatus, PackageDetail } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { Descriptions, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { LoadState, Page } from '../../../lib/page';
import { timeText } from '../api/trade-labels';
import { contractColumns, documentColumns, invoiceColumns } from '../components/columns';
import { TitledSection } from '../components/titled-section';

const Section = styled(TitledSection)`
  margin-top: 24px;
`;

type InvoiceLink = PackageDetail['invoices'][number];
type CreditRow = PackageDetail['credits'][number];

const yuan = (a: string) => formatFen(parseFen(a));
const creditCols: TableColumn<CreditRow>[] = [
  { key: 'creditNo', title: '凭证编号', width: 190, value: (c) => c.creditNo },
  { key: 'issuer', title: '开立方', value: (c) => c.issuerName },
  { key: 'holder', title: '持有方', value: (c) => c.holderName },
  { key: 'amount', title: '凭证金额（元）', align: 'right', value: (c) => yuan(c.amount) },
  { key: 'due', title: '承诺付款日', value: (c) => c.dueDate },
  { key: 'status', title: '凭证状态', value: (c) => CREDIT_STATUS_LABEL[c.status as CreditStatus] ?? c.status },
];
const invoiceCols: TableColumn<InvoiceLink>[] = [
  ...invoiceColumns((l: InvoiceLink) => l.invoice).filter((c) => c.key !== 'seller' && c.key !== 'buyer'),
  { key: 'occupy', title: '本次占用金额（元）', width: 150, align: 'right', value: (l) => yuan(l.occupyAmount) },
  { key: 'state', title: '占用状态', width: 100, value: (l) => OCCUPY_STATE_LABEL[l.occupyState] },
];

function Detail({ pkg }: { pkg: PackageDetail }) {
  return (
    <>
      <Descriptions
        title="资料信息"
        columns={3}
        items={[
          { label: '资料编号', value: pkg.packageNo },
          { label: '资料类型', value: PACKAGE_PURPOSE_LABEL[pkg.purpose] },
          { label: '状态', value: PACKAGE_STATUS_LABEL[pkg.status] },
          { label: '本次占用合计', value: `${yuan(pkg.occupyTotal)}元` },
          { label: '审核结果', value: `${DATUM_VERDICT_LABEL[pkg.verdict]}（${pkg.verdictComment}）` },
          { label: '提交时间', value: timeText(pkg.submittedAt ?? pkg.createdAt) },
        ]}
      />
      <Section title="凭证">
        <Table label="凭证" columns={creditCols} data={pkg.credits} rowKey={(c) => c.creditNo} />
      </Section>
      <Section title="合同">
        <Table
          label="合同"
          columns={contractColumns((c: PackageDetail['contracts'][number]) => c)}
          data={pkg.contracts}
          rowKey={(c) => c.contractId}
          emptyText="无合同"
        />
      </Section>
      <Section title="发票">
        <Table label="发票" columns={invoiceCols} data={pkg.invoices} rowKey={(l) => l.invoice.invoiceId} emptyText="无发票" />
      </Section>
      <Section title="其他资料">
        <Table
          label="其他资料"
          columns={documentColumns((d: PackageDetail['documents'][number]) => d)}
          data={pkg.documents}
          rowKey={(d) => d.docId}
          emptyText="无其他资料"
        />
      </Section>
    </>
  );
}

/** `finance-data/detail` (融资资料详情): a package with its credits, documents, 本次占用金额 and verify states. */
export default function PackageDetailPage() {
  const [params] = useSearchParams();
  const packageNo = params.get('packageNo') ?? '';
  const { data, error, mutate } = useEndpoint(tradeDataEndpoints.package, packageNo ? { params: { packageNo } } : null);
  return (
    <Page>
      {packageNo ? (
        <LoadState what="融资资料" data={data} error={error} onRetry={() => void mutate()}>
          {(pkg) => <Detail pkg={pkg} />}
        </LoadState>
      ) : (
        <p role="alert">未指定融资资料，请从上传资料列表进入。</p>
      )}
    </Page>
  );
}
