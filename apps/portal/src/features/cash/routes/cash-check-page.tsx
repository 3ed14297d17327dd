import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cashEndpoints } from '@scf/api/contract';
import type { CashCheck } from '@scf/api/contract';
import { AmountText, AmountWithCapital } from '@scf/finance-widgets';
import { styled } from 'styled-components';
import { Button, Checkbox, DatePicker, FormField, TextInput, useToast } from '@scf/ui';
import { FormAlert, InfoNote, LoadState, PagePart } from '../../../lib/page';
import { useCheck } from '../api/cash-api';
import { useWrite } from '../../../lib/write';
import { CashPage, Fact, Facts, LeafTable, PlanFacts, useVariant } from '../components/cash-parts';
import type { CashPlan } from '@scf/api/contract';

/** The due date on its own line, as wide as a field of the form below. */
const DateField = styled.div`
  width: 280px;
`;

/** The other bank's account (工行兑付): two fields a row. */
const AccountFields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 420px));
  column-gap: 24px;
`;
const Ready = styled.div`
  margin-bottom: 12px;
`;
const Reference = styled.div`
  max-width: 420px;
`;

function CheckForm({ check, onDone }: { check: CashCheck; onDone: (plan: CashPlan) => void }) {
  const variant = useVariant();
  const write = useWrite();
  // Inside CashPage: the toasts' provider is there.
  const toast = useToast();
  const [fundsReady, setFundsReady] = useState(variant === 'ICBC');
  const [fundingRef, setFundingRef] = useState('');
  const [payerAccountNo, setPayerAccountNo] = useState('');
  const [payerBankName, setPayerBankName] = useState('');
  // Field errors once 提交 was pressed: the contract's own rules, said at the field instead of a refused request.
  const [tried, setTried] = useState(false);
  const covered = check.balance !== null && check.shortfall === '0.00';
  const refError = tried && fundsReady && !fundingRef.trim() ? '请填写划款流水号' : undefined;
  const accountError = tried && variant === 'ICBC' && !/^\d{8,32}$/.test(payerAccountNo.trim()) ? '请填写8至32位数字的他行付款账号' : undefined;
  const bankError = tried && variant === 'ICBC' && !payerBankName.trim() ? '请填写开户行' : undefined;
  const submit = async () => {
    setTried(true);
    if (!check.dueDate) return;
    if ((fundsReady && !fundingRef.trim()) || (variant === 'ICBC' && (!/^\d{8,32}$/.test(payerAccountNo.trim()) || !payerBankName.trim()))) return;
    const body = { variant, dueDate: check.dueDate, fundsReady, fundingRef, payerAccountNo, payerBankName };
    const plan = await write.run((client, idempotencyKey) => client.call(cashEndpoints.submit, { body }, { idempotencyKey }));
    if (plan) {
      toast.success(`兑付计划${plan.planNo}已提交`);
      onDone(plan);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {variant === 'ICBC' ? (
        <AccountFields>
          <FormField label="他行付款账号" required error={accountError}>
            <TextInput value={payerAccountNo} onChange={(e) => setPayerAccountNo(e.target.value)} inputMode="numeric" maxLength={32} />
          </FormField>
          <FormField label="开户行" required error={bankError}>
            <TextInput value={payerBankName} onChange={(e) => setPayerBankName(e.target.value)} maxLength={60} placeholder="如：中国工商银行徐州分行" />
          </FormField>
        </AccountFields>
      ) : null}
      <Ready>
        <Checkbox checked={fundsReady} onChange={(e) => setFundsReady(e.target.value)} disabled={variant === 'ICBC'}>
          资金已备足
        </Checkbox>
      </Ready>
      {fundsReady ? (
        <Reference>
          <FormField label="划款流水号" required error={refError}>
            <TextInput value={fundingRef} onChange={(e) => setFundingRef(e.target.value)} maxLength={64} />
          </FormField>
        </Reference>
      ) : null}
      {!covered && !fundsReady && variant === 'CASH' ? (
        <InfoNote role="note">兑付专户余额不足，请补足资金，或勾选“资金已备足”并填写划款流水号。</InfoNote>
      ) : null}
      {write.error ? <FormAlert title="提交失败" message={write.error} /> : null}
      <Button type="submit" variant="primary" loading={write.busy} disabled={!check.open}>
        提交兑付计划
      </Button>
    </form>
  );
}

/**
 * 兑付检查 (domain.md §7.8): the leaves due on a date (default the next due date), each with its payee (the holder, or
 * the FI of a financed leaf) and account; the SPECIAL account's balance and the shortfall; 提交 from D−5 working days
 * to D 16:00 when the balance covers the total or 资金已备足 (工行兑付: the payer account at the other bank).
 */
export default function CashCheckPage() {
  const variant = useVariant();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? undefined;
  const check = useCheck(variant, asked);
  const [done, setDone] = useState<CashPlan | null>(null);
  return (
    <CashPage>
      <LoadState what="兑付检查" data={check.data} error={check.error} onRetry={() => void check.mutate()}>
        {(c) => (
          <>
            <PagePart aria-label="兑付概况">
              <DateField>
                <FormField label="到期日">
                  <DatePicker
                    value={c.dueDate ?? ''}
                    onValueChange={(date) =>
                      setParams((prev) => {
                        const p = new URLSearchParams(prev);
                        if (date) p.set('date', date);
                        else p.delete('date');
                        return p;
                      })
                    }
                  />
                </FormField>
              </DateField>
              <Facts aria-label="兑付概况">
                <Fact term="兑付总额">
                  <AmountWithCapital value={c.total} label="兑付总额" />
                </Fact>
                <Fact term="笔数">{`${c.leaves.length}笔`}</Fact>
                <Fact term="付款账户">
                  {c.payerAccount
                    ? `${c.payerAccount.accountNo}（${c.payerAccount.bankName}）`
                    : variant === 'ICBC'
                      ? '他行账户（提交时填写）'
                      : '未开立兑付专户'}
                </Fact>
                <Fact term="账户余额">{c.balance === null ? '—' : <AmountText value={c.balance} />}</Fact>
                <Fact term="资金缺口">
                  <AmountText value={c.shortfall} />
                </Fact>
                <Fact term="提交时间">{c.windowFrom ? `${c.windowFrom} 至 ${c.windowTo ?? ''}` : '—'}</Fact>
              </Facts>
              {!c.open && c.closedReason ? <InfoNote role="status">{c.closedReason}</InfoNote> : null}
            </PagePart>
            <PagePart aria-label="到期凭证">
              <LeafTable label="到期凭证" leaves={c.leaves} emptyText="暂无待兑付的凭证" />
            </PagePart>
            <PagePart aria-label="提交兑付计划">
              {done ? (
                <>
                  <p role="status">{`兑付计划${done.planNo}已提交，待主管审批`}</p>
                  <PlanFacts plan={done} />
                </>
              ) : (
                <CheckForm
                  check={c}
                  onDone={(plan) => {
                    setDone(plan);
                    void check.mutate();
                  }}
                />
              )}
            </PagePart>
          </>
        )}
      </LoadState>
    </CashPage>
  );
}
