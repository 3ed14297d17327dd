import { useId } from 'react';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { BASE_PATH, creditEndpoints } from '@scf/api/contract';
import type { Credit } from '@scf/api/contract';
import { AmountWithCapital, CreditStatusTag } from '@scf/finance-widgets';
import { Button, Descriptions, Spinner } from '@scf/ui';
import type { DescriptionItem } from '@scf/ui';
import { failureMessage } from '../../../lib/write';
import { OpinionAction, applicationCalls } from '../../../lib/applications';
import { FormAlert } from '../../../lib/page';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 12px;
  h2 {
    font-size: 16px;
    margin: 0;
  }
`;
const Bar = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 16px;
`;

// The slip (流转单) is a page of the credit product that opens in a new tab (spec §2 sign-html).
const slipHref = (creditNo: string) => `${BASE_PATH}/credit/sign-html?creditNo=${encodeURIComponent(creditNo)}`;

function items(c: Credit): DescriptionItem[] {
  return [
    { label: '凭证编号', value: c.creditNo },
    { label: '状态', value: <CreditStatusTag status={c.status} /> },
    {
      label: '流转单',
      value: (
        <a href={slipHref(c.creditNo)} target="_blank" rel="noopener noreferrer">
          查看流转单
        </a>
      ),
    },
    { label: '开立方', value: c.issuer.corpName },
    { label: '接收方', value: c.holder.corpName },
    { label: '开立日期', value: c.issueDate },
    { label: '金额', value: <AmountWithCapital value={c.amount} label="凭证金额" />, span: 2 },
    { label: '承诺付款日', value: c.dueDate },
    ...(c.remark ? [{ label: '备注', value: c.remark, span: 3 }] : []),
  ];
}

export interface SignForPanelProps {
  creditNo: string;
  onBack: () => void;
  /** The credit already has a sign-for application: open it. */
  onOpenApplication: (appNo: string) => void;
}

/**
 * 签收 (domain.md §7.3, the receiver's operator): the credit waiting for the caller's corporation, read in full
 * (amount in 大写, issuer, due date, the slip), then 签收 or 拒签 with 意见; the director then signs with the key.
 */
export function SignForPanel({ creditNo, onBack, onOpenApplication }: SignForPanelProps) {
  const titleId = useId();
  const { data: credit, error, mutate } = useEndpoint(creditEndpoints.credit, { params: { creditNo } });
  const signable = credit?.status === 'PENDING_SIGN' && credit.lockedBy === null;
  return (
    <section aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>待签收凭证 {creditNo}</h2>
        <Button variant="link" onClick={onBack}>
          返回待办
        </Button>
      </Head>
      {error ? (
        <>
          <FormAlert title="凭证加载失败" message={failureMessage(error)} />
          <Button onClick={() => void mutate()}>重试</Button>
        </>
      ) : null}
      {!credit && !error ? <Spinner label="正在加载凭证" /> : null}
      {credit ? <Descriptions items={items(credit)} /> : null}
      {credit && signable ? (
        <Bar role="group" aria-label="签收操作">
          <OpinionAction
            label="签收"
            variant="primary"
            required={false}
            description="签收后提交主管复核，主管以Ukey签名后生效。"
            call={(c) => applicationCalls.signFor(creditNo, 'ACCEPT', c)}
            done="已签收，待主管复核"
            onDone={onBack}
          />
          <OpinionAction
            label="拒签"
            description="拒签后提交主管复核，主管以Ukey签名后凭证作废、额度释放。"
            call={(c) => applicationCalls.signFor(creditNo, 'REFUSE', c)}
            done="已拒签，待主管复核"
            onDone={onBack}
          />
        </Bar>
      ) : null}
      {credit?.lockedBy ? (
        <p>
          该凭证已有办理中的申请 {credit.lockedBy.appNo}。{' '}
          <Button variant="link" onClick={() => onOpenApplication(credit.lockedBy!.appNo)}>
            查看申请
          </Button>
        </p>
      ) : null}
      {credit && !signable && !credit.lockedBy ? <p>该凭证当前状态不能签收。</p> : null}
    </section>
  );
}
