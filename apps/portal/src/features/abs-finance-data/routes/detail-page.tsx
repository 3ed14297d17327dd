import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AbsReceivable } from '@scf/api/contract';
import { AmountWithCapital } from '@scf/finance-widgets';
import { Button, Descriptions, StatusTag, Table, Tabs } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { LoadState, Page } from '../../../lib/page';
import { useContractsNamed, useReceivable } from '../api/abs-finance-data-calls';
import { ABS_FD_PATHS, RECEIVABLE_STATUSES, SIDE_NOUN, sideOf } from '../api/abs-finance-data-paths';
import type { AbsSide } from '../api/abs-finance-data-paths';
import { contractColumns } from '../components/columns';
import { TitledPart } from '../components/titled-part';
import { UploadBar } from '../components/upload-bar';
import { ContractList, DocumentList, InvoiceList } from '../components/upload-lists';

function Facts({ side, r }: { side: AbsSide; r: AbsReceivable }) {
  const noun = SIDE_NOUN[side];
  return (
    <Descriptions
      title={`${noun}信息`}
      columns={3}
      items={[
        { label: `${noun}编号`, value: r.receivableNo },
        { label: '状态', value: <StatusTag status={r.status} statuses={RECEIVABLE_STATUSES} /> },
        { label: '合同编号', value: r.contractNo },
        { label: '债务人', value: r.debtor.corpName },
        { label: '原始债权人', value: r.creditor.corpName },
        { label: '当前债权人', value: r.currentCreditor.corpName },
        { label: `${noun}金额`, value: <AmountWithCapital value={r.amount} /> },
        { label: '到期日', value: r.dueDate },
        { label: '确权日期', value: r.confirmedDate },
        { label: '转让日', value: r.transferDate },
        { label: '中登登记编号', value: r.zdRegNo },
      ]}
    />
  );
}

/** The contract the receivable names, as uploaded by the corporation (none: 上传合同). */
function NamedContract({ contractNo }: { contractNo: string }) {
  const read = useContractsNamed(contractNo);
  return (
    <TitledPart title="合同">
      <LoadState what="合同" data={read.data} error={read.error} onRetry={() => void read.mutate()}>
        {(page) => (
          <Table
            label="合同"
            columns={contractColumns}
            data={page.rows.filter((c) => c.contractNo === contractNo)}
            rowKey={(c) => c.contractId}
            emptyText={`未上传合同${contractNo}`}
          />
        )}
      </LoadState>
    </TitledPart>
  );
}

function ReceivableDetail({ side, receivableNo }: { side: AbsSide; receivableNo: string }) {
  const read = useReceivable(side, receivableNo);
  return (
    <LoadState what={SIDE_NOUN[side]} data={read.receivable} error={read.error} onRetry={() => void read.mutate()}>
      {(r) =>
        r ? (
          <>
            <Facts side={side} r={r} />
            <NamedContract contractNo={r.contractNo} />
          </>
        ) : (
          <p role="alert">{`未找到${SIDE_NOUN[side]}${receivableNo}`}</p>
        )
      }
    </LoadState>
  );
}

/**
 * `/abs/finance-data/detail` ABS资料详情: one receivable (`?receivableNo=`) with its facts and the contract it names,
 * and the corporation's uploaded invoices, contracts and documents (with their 查验 verdicts) that back its ABS
 * business; without a number, the uploads alone.
 */
export function DetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const side = sideOf(useAuth().session?.corpInfo.corpType);
  const receivableNo = params.get('receivableNo') ?? '';
  return (
    <Page actions={<Button onClick={() => navigate(ABS_FD_PATHS.index)}>返回ABS融资资料</Button>}>
      {receivableNo ? <ReceivableDetail side={side} receivableNo={receivableNo} /> : null}
      <TitledPart title="本企业ABS资料">
        <UploadBar />
        <Tabs
          label="本企业ABS资料"
          items={[
            { value: 'invoices', label: '发票', content: <InvoiceList /> },
            { value: 'contracts', label: '合同', content: <ContractList /> },
            { value: 'documents', label: '其他资料', content: <DocumentList /> },
          ]}
        />
      </TitledPart>
    </Page>
  );
}
