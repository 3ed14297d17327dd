import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import { createIdempotencyKey, readsOf, useApiClient, useEndpoint } from '@scf/api';
import { CREDIT_STATUS_LABEL, financeEndpoints, tradeDataEndpoints } from '@scf/api/contract';
import type { CreditStatus, DocKind, PackagePurpose, TradeContract, TradeDocument, TradeInvoice } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { MONEY_PATTERN } from '@scf/api/validators';
import { Button, Dialog, FormField, MoneyInput, Select, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { FormAlert, FormButtons } from '../../../lib/page';
import { useProduct } from '../../../lib/product';
import { carryTrip, tripHome, useReturnTrip } from '../../../lib/return-trip';
import { TRADE_PATHS } from '../api/trade-labels';
import { ContractForm } from './contract-form';
import { DocumentForm } from './document-form';
import { contractColumns, documentColumns, invoiceColumns } from './columns';
import { TitledSection } from './titled-section';
import { InvoiceForm } from './invoice-form';
import { failureMessage } from '../../../lib/write';

const Section = styled(TitledSection)`
  margin-bottom: 24px;
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 12px;
  > div {
    width: 360px;
    margin-bottom: 0;
  }
  > div.credit {
    width: 720px;
  }
`;
const FieldError = styled.span`
  display: block;
  margin-top: 4px;
  color: #cf1322;
  font-size: 12px;
`;
const Note = styled.p`
  margin: 0 0 8px;
`;

interface InvoiceLine {
  invoice: TradeInvoice;
  occupyAmount: string;
}

type Editing = 'contract' | 'invoice' | DocKind | null;
const EDIT_TITLE: Record<Exclude<Editing, null>, string> = { contract: '新增合同', invoice: '新增发票', OTHER: '新增其他资料', AUTH: '新增授权资料' };

/** Add a record already registered (picked from `options`, 添加<what>) or a new one (新增<what>, a dialog). */
function PickOrCreate<T>(props: {
  what: string;
  label: string;
  items: readonly T[];
  idOf: (item: T) => string;
  labelOf: (item: T) => string;
  onAdd: (item: T) => void;
  onCreate: () => void;
}) {
  const { what, label, items, idOf, labelOf, onAdd, onCreate } = props;
  const [picked, setPicked] = useState('');
  return (
    <>
      <FormField label={label}>
        <Select
          value={picked}
          onValueChange={setPicked}
          placeholder={`请选择${what}`}
          options={items.map((item) => ({ value: idOf(item), label: labelOf(item) }))}
        />
      </FormField>
      <Button
        disabled={!picked}
        onClick={() => {
          const item = items.find((x) => idOf(x) === picked);
          if (item) onAdd(item);
          setPicked('');
        }}
      >
        {`添加${what}`}
      </Button>
      <Button variant="primary" onClick={onCreate}>
        {`新增${what}`}
      </Button>
    </>
  );
}

/** The 本次占用金额 rule of one line: more than 0 and at most what the invoice still has. */
function occupyError(line: InvoiceLine): string | null {
  if (!MONEY_PATTERN.test(line.occupyAmount)) return '请输入本次占用金额';
  const fen = parseFen(line.occupyAmount);
  if (fen <= 0n) return '本次占用金额须大于0';
  return fen > parseFen(line.invoice.available) ? `不能超过可占用金额${formatFen(parseFen(line.invoice.available))}元` : null;
}

/**
 * 新增融资资料 / 新增开立资料 (domain.md §8): the credit it backs, contracts, invoices (each verified on save) with
 * 本次占用金额, and other documents; 保存 keeps a draft, 提交 reserves the invoices and opens 提交成功.
 */
export function PackageForm({ purpose }: { purpose: PackagePurpose }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const product = useProduct();
  const [params] = useSearchParams();
  // Reached from 融资申请 (新增融资资料): its credit comes chosen, and 提交成功 / 取消 lead back to the form.
  const trip = useReturnTrip();
  const credits = useEndpoint(tradeDataEndpoints.credits, { body: { purpose, productType: product.type } });
  const parties = useEndpoint(tradeDataEndpoints.parties, {});
  const existingContracts = useEndpoint(tradeDataEndpoints.contractPage, { body: { page: 1, size: 100 } });
  const existingInvoices = useEndpoint(tradeDataEndpoints.invoicePage, { body: { page: 1, size: 100, filters: { verifyStatus: 'VERIFIED' } } });
  const [creditNo, setCreditNo] = useState(() => params.get('creditNo') ?? '');
  const [contracts, setContracts] = useState<TradeContract[]>([]);
  const [invoices, setInvoices] = useState<InvoiceLine[]>([]);
  const [documents, setDocuments] = useState<TradeDocument[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  // One Idempotency-Key per operation (保存, 提交), kept when a refused or lost request is sent again, new after a success.
  const keys = useRef({ save: createIdempotencyKey(), submit: createIdempotencyKey() });
  const [tried, setTried] = useState(false);

  const credit = credits.data?.find((c) => c.creditNo === creditNo);
  const own = parties.data?.find((p) => p.own);
  const invoiceParties =
    credit && own
      ? purpose === 'FINANCE'
        ? { sellerName: own.corpName, sellerTaxNo: own.uscc, buyerName: credit.counterpartyName, buyerTaxNo: credit.counterpartyUscc }
        : { buyerName: own.corpName, buyerTaxNo: own.uscc, sellerName: credit.counterpartyName, sellerTaxNo: credit.counterpartyUscc }
      : undefined;

  const addContract = (c: TradeContract) => setContracts((all) => (all.some((x) => x.contractId === c.contractId) ? all : [...all, c]));
  const addInvoice = (i: TradeInvoice) =>
    setInvoices((all) => (all.some((x) => x.invoice.invoiceId === i.invoiceId) ? all : [...all, { invoice: i, occupyAmount: i.available }]));

  async function send(submit: boolean) {
    setTried(true);
    setFailure(null);
    if (!creditNo) return setFailure('请选择凭证');
    if (submit && invoices.some((l) => occupyError(l))) return setFailure('请检查本次占用金额');
    setBusy(submit ? 'submit' : 'save');
    try {
      const pkg = await client.call(
        tradeDataEndpoints.createPackage,
        {
          body: {
            purpose,
            productType: product.type,
            creditNos: [creditNo],
            contractIds: contracts.map((c) => c.contractId),
            invoices: invoices.map((l) => ({ invoiceId: l.invoice.invoiceId, occupyAmount: l.occupyAmount })),
            documentIds: documents.map((d) => d.docId),
            submit,
          },
        },
        { idempotencyKey: keys.current[submit ? 'submit' : 'save'] },
      );
      keys.current[submit ? 'submit' : 'save'] = createIdempotencyKey();
      await Promise.all([
        mutate(readsOf(tradeDataEndpoints.packagePage)),
        mutate(readsOf(tradeDataEndpoints.invoicePage)),
        mutate(readsOf(financeEndpoints.options)),
      ]);
      // 提交成功 offers 继续融资申请 for a finance package: back to the form that sent the user here, or to a new one.
      const onward = trip ?? (purpose === 'FINANCE' ? { path: `${product.base}${TRADE_PATHS.financeApply}`, label: '继续融资申请' } : null);
      if (submit) navigate(`${product.base}${TRADE_PATHS.success}?packageNo=${pkg.packageNo}`, onward ? { state: carryTrip(onward) } : {});
      else navigate(`${product.base}${TRADE_PATHS.detail}?packageNo=${pkg.packageNo}`);
    } catch (e) {
      setFailure(failureMessage(e));
    } finally {
      setBusy(null);
    }
  }

  const remove = (label: string, onRemove: () => void) => (
    <Button variant="link" onClick={onRemove} aria-label={`移除${label}`}>
      移除
    </Button>
  );
  const contractCols: TableColumn<TradeContract>[] = [
    ...contractColumns((c: TradeContract) => c),
    { key: 'op', title: '操作', width: 80, render: (c) => remove(`合同${c.contractNo}`, () => setContracts((all) => all.filter((x) => x !== c))) },
  ];
  const invoiceCols: TableColumn<InvoiceLine>[] = [
    ...invoiceColumns((l: InvoiceLine) => l.invoice).filter((c) => c.key !== 'seller' && c.key !== 'buyer'),
    {
      key: 'occupy',
      title: '本次占用金额（元）',
      width: 165,
      render: (l) => {
        const error = tried ? occupyError(l) : null;
        const errorId = `occupy-error-${l.invoice.invoiceId}`;
        return (
          <>
            <MoneyInput
              aria-label={`发票${l.invoice.number}本次占用金额`}
              showCapital={false}
              invalid={!!error}
              {...(error ? { 'aria-describedby': errorId } : {})}
              value={l.occupyAmount}
              onValueChange={(v) => setInvoices((all) => all.map((x) => (x === l ? { ...x, occupyAmount: v } : x)))}
            />
            {error ? (
              <FieldError id={errorId} role="alert">
                {error}
              </FieldError>
            ) : null}
          </>
        );
      },
    },
    { key: 'op', title: '操作', width: 64, render: (l) => remove(`发票${l.invoice.number}`, () => setInvoices((all) => all.filter((x) => x !== l))) },
  ];
  const documentCols: TableColumn<TradeDocument>[] = [
    ...documentColumns((d: TradeDocument) => d),
    { key: 'op', title: '操作', width: 80, render: (d) => remove(`资料${d.name}`, () => setDocuments((all) => all.filter((x) => x !== d))) },
  ];
  const creditOptions = (credits.data ?? []).map((c) => ({
    value: c.creditNo,
    label: `${c.creditNo} · ${c.issuerName} · ${formatFen(parseFen(c.amount))}元 · 到期${c.dueDate} · ${CREDIT_STATUS_LABEL[c.status as CreditStatus] ?? c.status}`,
  }));
  const pickableInvoices = (existingInvoices.data?.rows ?? []).filter(
    (i) => parseFen(i.available) > 0n && !invoices.some((l) => l.invoice.invoiceId === i.invoiceId),
  );

  return (
    <div>
      <Section title={purpose === 'FINANCE' ? '融资凭证' : '开立凭证'}>
        <Toolbar>
          <div className="credit">
            <FormField label="凭证" required {...(tried && !creditNo ? { error: '请选择凭证' } : {})}>
              <Select
                value={creditNo}
                onValueChange={setCreditNo}
                placeholder={credits.isLoading ? '加载中…' : creditOptions.length ? '请选择凭证' : '暂无可选凭证'}
                options={creditOptions}
              />
            </FormField>
          </div>
        </Toolbar>
        {credit ? (
          <Note>
            交易对手：{credit.counterpartyName}（发票的{purpose === 'FINANCE' ? '购买方' : '销售方'}）
          </Note>
        ) : null}
      </Section>

      <Section title="合同">
        <Toolbar>
          <PickOrCreate
            what="合同"
            label="选择已登记合同"
            items={existingContracts.data?.rows ?? []}
            idOf={(c) => c.contractId}
            labelOf={(c) => `${c.contractNo} ${c.name}`}
            onAdd={addContract}
            onCreate={() => setEditing('contract')}
          />
        </Toolbar>
        <Table label="合同" columns={contractCols} data={contracts} rowKey={(c) => c.contractId} emptyText="暂未添加合同" />
      </Section>

      <Section title="发票">
        <Toolbar>
          <PickOrCreate
            what="发票"
            label="选择已查验发票"
            items={pickableInvoices}
            idOf={(i) => i.invoiceId}
            labelOf={(i) => `${i.number} · 可占用${formatFen(parseFen(i.available))}元`}
            onAdd={addInvoice}
            onCreate={() => setEditing('invoice')}
          />
        </Toolbar>
        <div role="status" aria-live="polite">
          {said ? <Note>{said}</Note> : null}
        </div>
        <Table label="发票" columns={invoiceCols} data={invoices} rowKey={(l) => l.invoice.invoiceId} emptyText="暂未添加发票" />
      </Section>

      <Section title="其他资料">
        <Toolbar>
          <Button onClick={() => setEditing('OTHER')}>新增其他资料</Button>
          <Button onClick={() => setEditing('AUTH')}>新增授权资料</Button>
        </Toolbar>
        <Table label="其他资料" columns={documentCols} data={documents} rowKey={(d) => d.docId} emptyText="暂未添加其他资料" />
      </Section>

      {failure ? <FormAlert title="提交失败" message={failure} /> : null}
      <FormButtons
        submit={{ onClick: () => void send(true), loading: busy === 'submit', disabled: busy !== null }}
        save={{ onClick: () => void send(false), loading: busy === 'save', disabled: busy !== null }}
        cancel={{
          onClick: () => {
            const home = trip ? tripHome(trip) : null;
            if (home) navigate(home.to, { state: home.state });
            else navigate(`${product.base}${TRADE_PATHS.list}`);
          },
        }}
      />

      <Dialog.Root open={editing !== null} onOpenChange={(next) => (next ? undefined : setEditing(null))}>
        <Dialog.Content size="lg" closeOnOutsideClick={false}>
          <Dialog.Header>
            <Dialog.Title>{editing ? EDIT_TITLE[editing] : ''}</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            {editing === 'contract' ? (
              <ContractForm
                onSaved={(c) => {
                  addContract(c);
                  setEditing(null);
                  void mutate(readsOf(tradeDataEndpoints.contractPage));
                }}
                onCancel={() => setEditing(null)}
              />
            ) : null}
            {editing === 'invoice' ? (
              <InvoiceForm
                {...(creditNo ? { creditNo } : {})}
                {...(contracts[0] ? { contractId: contracts[0].contractId } : {})}
                {...(invoiceParties ? { parties: invoiceParties } : {})}
                onSaved={(i) => {
                  addInvoice(i);
                  setEditing(null);
                  setSaid(`发票${i.number}已保存，${i.verifyStatus === 'VERIFIED' ? '查验通过' : '查验不通过，不能用于提交'}`);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : null}
            {editing === 'OTHER' || editing === 'AUTH' ? (
              <DocumentForm
                kind={editing}
                onSaved={(d) => {
                  setDocuments((all) => [...all, d]);
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : null}
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
