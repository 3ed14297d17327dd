import { useState } from 'react';
import { DEPOSIT_VERIFY_STATUS_LABEL } from '@scf/api/contract';
import type { DepositVerify } from '@scf/api/contract';
import { Button, Descriptions, FormField, TextInput } from '@scf/ui';
import { FormAlert } from '../page';

export interface BackfillFormProps {
  verification: DepositVerify;
  busy: boolean;
  error: string | undefined;
  onBackfill: (amount: string) => void;
  onChangeAccount: () => void;
  onDemoCredits?: (() => void) | undefined;
  /** What the paid account is called (结算账户, 对公账户). */
  accountLabel?: string;
}

/** The small deposit's step 2 (§15.7: 电子账户绑定, 营业执照对公账户认证): the amount received, with 剩余回填次数, 有效期至 and 今日剩余打款次数. */
export function BackfillForm({ verification: v, busy, error, onBackfill, onChangeAccount, onDemoCredits, accountLabel = '结算账户' }: BackfillFormProps) {
  const [amount, setAmount] = useState('');
  return (
    <form
      noValidate
      aria-label="回填打款金额"
      onSubmit={(e) => {
        e.preventDefault();
        onBackfill(amount);
      }}
    >
      <Descriptions
        items={[
          { label: '打款状态', value: DEPOSIT_VERIFY_STATUS_LABEL[v.status] },
          { label: accountLabel, value: `${v.accountName} ${v.accountNo}（${v.bankName}）` },
          { label: '剩余回填次数', value: `${v.triesLeft}次` },
          { label: '有效期至', value: v.expiresOn ?? '' },
          { label: '今日剩余打款次数', value: `${v.todayLeft}次` },
        ]}
      />
      <p>平台已向上述{accountLabel}打入一笔0.01-0.99元的验证金额（附言：平台验证打款），请查询到账金额后回填。</p>
      <FormField label="打款金额" required>
        <TextInput inputMode="decimal" maxLength={4} placeholder="0.00" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </FormField>
      {error ? <FormAlert title="回填失败" message={error} /> : null}
      <Button type="submit" variant="primary" loading={busy}>
        确认回填
      </Button>{' '}
      <Button onClick={onChangeAccount} disabled={busy}>
        更换账户
      </Button>{' '}
      {onDemoCredits ? (
        <Button variant="link" onClick={onDemoCredits}>
          查看模拟银行入账
        </Button>
      ) : null}
    </form>
  );
}
