import { useId, useState } from 'react';
import { useEndpoint, useProductConfig } from '@scf/api';
import { financeCoreEndpoints } from '@scf/api/contract';
import type { BuyerPaidCredit } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, DatePicker, FormField, Select, Spinner, TextInput } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { FormAlert } from '../../../lib/page';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { failureMessage } from '../../../lib/write';
import { ApplicationForm, FormGrid, FormHint, FormSection, useLedgerAction, RemarkField } from '../../../lib/applications';
import { useFormErrors } from '../../../lib/form';
import { useProduct } from '../../../lib/product';
import { financeCalls } from '../api/finance-calls';
import { BuyerPaidEstimateView } from './estimate-table';

const COLUMNS: TableColumn<BuyerPaidCredit>[] = [
  { key: 'creditNo', title: '凭证编号', width: 170, value: (c) => c.creditNo },
  { key: 'holder', title: '持有方', value: (c) => c.holder.corpName },
  { key: 'issuer', title: '开立方', value: (c) => c.issuer.corpName },
  { key: 'amount', title: '凭证金额', align: 'right', width: 130, value: (c) => c.amount, render: (c) => <AmountText value={c.amount} /> },
  { key: 'dueDate', title: '到期日', width: 100, value: (c) => c.dueDate },
  { key: 'state', title: '承诺状态', width: 96, value: (c) => (c.covered ? '已生效' : c.pending ? '审批中' : '未申请') },
];

/** 利息承担方式 a 支付通 commitment may take under voucherFinanceMode (domain-lines.md §17.3). */
const PAYERS_BY_MODE: Record<string, Array<'CORE' | 'AGREED'>> = { SUPPLIER_PAY: ['CORE', 'AGREED'], CORE_PAY: ['CORE'], AGREED_PAY: ['AGREED'], NONE: [] };
const PAYER_LABEL = { CORE: '买方付息', AGREED: '协议付息' } as const;
const PAGE_SIZE = 10;

/**
 * 核心企业融资申请 — 买方付息 (domain.md §7.7 core/finance/apply): the 金融机构 of the group's issuing lines, the credits
 * its suppliers hold under that FI's line (those already 买方付息 or waiting for approval cannot be picked), the 备注,
 * and the 费用测算 — what the core would bear if each were financed in full today. Submitted, it waits for the
 * director's approval with the key (核心企业融资审批).
 */
export function BuyerPaidForm() {
  const product = useProduct();
  const voucher = product.facts.options.financeModes;
  const mode = useProductConfig().data?.voucherFinanceMode ?? 'SUPPLIER_PAY';
  const payers = voucher ? (PAYERS_BY_MODE[mode] ?? []) : (['CORE'] as const);
  const [payerChoice, setPayer] = useState<'CORE' | 'AGREED' | ''>('');
  const payer = payerChoice || payers[0] || 'CORE';
  const [share, setShare] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const sharePct = /^\d{1,2}$/.test(share) && Number(share) >= 1 ? Number(share) : undefined;
  const terms = voucher
    ? { interestPayer: payer, ...(payer === 'AGREED' && sharePct ? { buyerSharePct: sharePct } : {}), ...(validUntil ? { validUntil } : {}) }
    : {};
  const previewId = useId();
  const action = useLedgerAction();
  const options = useEndpoint(financeCoreEndpoints.buyerPaidOptions, {});
  const fis = options.data?.fis ?? [];
  const [fiChoice, setFi] = useState('');
  const fiCorpId = fiChoice || (fis.length === 1 ? (fis[0]?.corpId ?? '') : '');
  const [picked, setPicked] = useState<string[]>([]);
  const [remark, setRemark] = useState('');
  const [page, setPage] = useState(1);
  const form = useFormErrors<'fi' | 'credits' | 'share'>();
  const { errors } = form;
  const credits = (options.data?.credits ?? []).filter((c) => c.fiCorpId === fiCorpId && c.productType === product.type);
  const choosable = new Set(credits.filter((c) => !c.covered && !c.pending).map((c) => c.creditNo));
  const rows = credits.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const shareMissing = voucher && payer === 'AGREED' && !sharePct;
  const estimate = useEndpoint(
    financeCoreEndpoints.buyerPaidPreview,
    fiCorpId && picked.length > 0 && !shareMissing ? { body: { fiCorpId, creditNos: picked, ...terms } } : null,
  );
  const leaveGuard = useUnsavedChangesGuard(picked.length > 0);

  const pick = (keys: string[]) => {
    const onPage = new Set(rows.map((c) => c.creditNo));
    setPicked([...picked.filter((no) => !onPage.has(no)), ...keys.filter((no) => choosable.has(no))]);
    form.clear('credits');
  };

  async function submit() {
    const errs = {
      fi: fiCorpId ? undefined : '请选择金融机构',
      credits: picked.length ? undefined : '请选择凭证',
      share: shareMissing ? '请填写买方承担比例（1–99%）' : undefined,
    };
    if (!form.show(errs)) return;
    const done = await action.run(
      financeCalls.buyerPaidApply({ fiCorpId, creditNos: picked, ...terms, remark: remark.trim() }),
      voucher ? '已提交核心企业融资申请，等待主管审批' : '已提交买方付息申请，等待主管审批',
    );
    if (!done) return;
    setPicked([]);
    setRemark('');
    void options.mutate();
  }

  return (
    <ApplicationForm label="买方付息申请" onSubmit={submit} error={action.error} busy={action.busy} leaveGuard={leaveGuard}>
      <FormSection aria-label="融资信息">
        <h3>融资信息</h3>
        {options.error ? <FormAlert title="申请选项加载失败" message={failureMessage(options.error)} /> : null}
        <FormGrid>
          <FormField label="金融机构" required error={errors.fi}>
            <Select
              value={fiCorpId}
              onValueChange={(v) => {
                setFi(v);
                form.clear('fi');
                setPicked([]);
                setPage(1);
              }}
              searchable
              options={fis.map((f) => ({ value: f.corpId, label: f.corpName }))}
              placeholder={fis.length ? '请选择金融机构' : '暂无合作金融机构'}
            />
          </FormField>
          {voucher ? (
            <>
              <FormField label="利息承担方式" required>
                <Select
                  value={payer}
                  onValueChange={(v) => setPayer(v as 'CORE' | 'AGREED')}
                  options={payers.map((p) => ({ value: p, label: PAYER_LABEL[p] }))}
                  placeholder="支付通未开通融资功能"
                />
              </FormField>
              {payer === 'AGREED' ? (
                <FormField label="买方承担比例（%）" required error={errors.share}>
                  <TextInput
                    value={share}
                    inputMode="numeric"
                    maxLength={2}
                    placeholder="1–99"
                    onChange={(e) => {
                      setShare(e.target.value.replace(/\D/g, ''));
                      form.clear('share');
                    }}
                  />
                </FormField>
              ) : null}
              <FormField label="有效期至">
                <DatePicker value={validUntil} allowClear onValueChange={setValidUntil} placeholder="不晚于凭证到期日" />
              </FormField>
            </>
          ) : (
            <FormField label="付息方式">
              <TextInput value="买方付息（利息及服务费由本企业承担）" readOnly />
            </FormField>
          )}
          <RemarkField value={remark} onChange={(e) => setRemark(e.target.value)} />
        </FormGrid>
        <FormHint>审批通过后，所选凭证的持有方在该金融机构融资时实际到账金额等于融资金额，利息及服务费由本企业承担；融资仍由持有方申请并签署。</FormHint>
      </FormSection>
      <FormSection aria-label="选择凭证">
        <h3>选择凭证</h3>
        <DataTable
          label="供应商持有的凭证"
          columns={COLUMNS}
          rows={rows}
          total={credits.length}
          rowKey={(c) => c.creditNo}
          page={page}
          size={PAGE_SIZE}
          onPageChange={setPage}
          loading={options.isLoading}
          emptyText={fiCorpId ? '暂无可申请买方付息的凭证' : '请先选择金融机构'}
          selectable
          selectedKeys={picked.filter((no) => rows.some((c) => c.creditNo === no))}
          onSelectedKeysChange={pick}
          rowLabel={(c) => c.creditNo}
        />
        {errors.credits ? <FormAlert title="请选择凭证" message={errors.credits} /> : null}
        <FormHint>已选择{picked.length}笔。已买方付息或审批中的凭证不能重复申请；剩余期限不足5天的凭证不在列表中。</FormHint>
      </FormSection>
      <FormSection aria-labelledby={previewId}>
        <h3 id={previewId}>费用测算</h3>
        {picked.length === 0 ? <FormHint>选择凭证后显示每笔凭证按今日起息、全额融资时的预计利息和服务费。</FormHint> : null}
        {estimate.isLoading ? <Spinner label="正在测算" /> : null}
        {estimate.error ? <FormAlert title="无法测算" message={failureMessage(estimate.error)} /> : null}
        {estimate.data && picked.length > 0 ? <BuyerPaidEstimateView estimate={estimate.data} voucher={voucher} /> : null}
      </FormSection>
    </ApplicationForm>
  );
}
