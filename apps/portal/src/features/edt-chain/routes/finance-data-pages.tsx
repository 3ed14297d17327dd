import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Result } from '@scf/ui';
import { InfoNote, Page } from '../../../lib/page';
import { EDT_CHAIN_PATHS } from '../api/edt-chain-labels';
import { FinanceDataLists } from '../components/finance-data-lists';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 16px;
`;

/**
 * 新增订单融资资料 (`finance-data/create`, domain-lines.md §19.5): what an order financing is backed by — the order
 * (上传订单, a document of the order when the core did not push it), its contract and its invoices once issued — with
 * the ways to upload each and what is uploaded so far.
 */
export function FinanceDataCreatePage() {
  const navigate = useNavigate();
  return (
    <Page>
      <InfoNote>订单融资资料包括订单、购销合同，以及已开具的发票；上传后金融机构审核融资时可查阅。</InfoNote>
      <Bar role="group" aria-label="上传融资资料">
        <Button variant="primary" onClick={() => navigate(EDT_CHAIN_PATHS.uploadOrder)}>
          上传订单
        </Button>
        <Button onClick={() => navigate(EDT_CHAIN_PATHS.uploadContract)}>上传合同</Button>
        <Button onClick={() => navigate(EDT_CHAIN_PATHS.uploadInvoice)}>上传发票</Button>
      </Bar>
      <FinanceDataLists />
    </Page>
  );
}

/** 订单融资资料详情 (`finance-data/detail`): the supplier's uploaded orders, contracts and invoices, read only (its director reads it). */
export function FinanceDataDetailPage() {
  return (
    <Page>
      <FinanceDataLists />
    </Page>
  );
}

/** 提交成功 (`finance-data/success`): the 融资资料 are saved; on to 申请融资 from 订单列表, or back to them. */
export function FinanceDataSuccessPage() {
  const navigate = useNavigate();
  return (
    <Page>
      <Result status="success" title="融资资料已保存">
        <Button variant="primary" onClick={() => navigate(EDT_CHAIN_PATHS.list)}>
          去申请融资
        </Button>
        <Button onClick={() => navigate(EDT_CHAIN_PATHS.financeDataCreate)}>返回融资资料</Button>
      </Result>
    </Page>
  );
}
