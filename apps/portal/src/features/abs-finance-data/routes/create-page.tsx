import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Tabs } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { InfoNote, Page } from '../../../lib/page';
import { ABS_FD_PATHS, sideOf } from '../api/abs-finance-data-paths';
import { UploadBar } from '../components/upload-bar';
import { ContractList, DocumentList, InvoiceList } from '../components/upload-lists';

const Done = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

const NOTE = {
  DEBTOR:
    '登记应付账款须有合同及查验通过的发票：上传发票后自动查验，查验通过的发票可在应付账款登记中选用并填写本次占用金额（同一发票累计占用不超过价税合计）。',
  CREDITOR: '转让应收账款时可补充发票及其他资料（发货单、验收单、对账单、业务资质证书等），保理机构审核转让时查阅；授权资料请通过“上传授权资料”提交。',
} as const;

/**
 * `/abs/finance-data/create` 新增ABS资料: what backs an ABS receivable — for the core its contract and verified
 * invoices (chosen on 应付账款登记), for the supplier the invoices and documents it adds to a transfer — with the four
 * uploads and what is uploaded so far; 完成 leads to 提交成功.
 */
export function CreatePage() {
  const navigate = useNavigate();
  const side = sideOf(useAuth().session?.corpInfo.corpType);
  return (
    <Page>
      <InfoNote>{NOTE[side]}</InfoNote>
      <UploadBar primary />
      <Tabs
        label="已上传的ABS资料"
        items={[
          { value: 'invoices', label: '发票', content: <InvoiceList /> },
          { value: 'contracts', label: '合同', content: <ContractList /> },
          { value: 'documents', label: '其他资料', content: <DocumentList /> },
        ]}
      />
      <Done>
        <Button variant="primary" onClick={() => navigate(ABS_FD_PATHS.success)}>
          完成
        </Button>
        <Button onClick={() => navigate(ABS_FD_PATHS.index)}>返回ABS融资资料</Button>
      </Done>
    </Page>
  );
}
