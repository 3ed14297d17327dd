import { CREDIT_STATUS_LABEL } from '@scf/api/contract';
import type { CreditSlip as Slip } from '@scf/api/contract';
import { formatFen, parseFen, toChineseCapital } from '@scf/api/money';
import { Capital, Grid, Sheet, SubTitle } from './slip.styles';
import { SlipParties } from './slip-parties';
import { VerifyStamp } from './verify-stamp';

const PRODUCT_LABEL = { CREDIT: '电子债权凭证', VOUCHER: '支付通' } as const;

/**
 * The slip (流转单) of domain.md §5.3 after the TRANS slip of S5: the numbers, the three parties, type, due date,
 * currency and amount with 大写, the date, remark and the terms of use. A table, so it prints as a form does.
 */
export function CreditSlip({ slip, verifyCode }: { slip: Slip; verifyCode?: string | undefined }) {
  const issue = slip.kind === 'ISSUE';
  const product = PRODUCT_LABEL[slip.productType];
  return (
    <Sheet data-slip aria-label="凭证签章页">
      <h2>{`${product}${issue ? '开立' : '转让'}单`}</h2>
      <SubTitle>凭证状态：{CREDIT_STATUS_LABEL[slip.status]}</SubTitle>
      <Grid>
        <caption hidden>{`${product} ${slip.creditNo}`}</caption>
        <tbody>
          <tr>
            <th scope="row">开立/转让编号</th>
            <td>{slip.fromNo}</td>
            <th scope="row">接收编号</th>
            <td>{slip.creditNo}</td>
          </tr>
          <tr>
            <th scope="row">开立编号</th>
            <td>{slip.rootNo}</td>
            <th scope="row">凭证类型</th>
            <td>{product}</td>
          </tr>
        </tbody>
      </Grid>
      <Grid>
        <colgroup>
          <col style={{ width: '16%' }} />
          <col />
          <col />
          <col />
        </colgroup>
        <tbody>
          <SlipParties slip={slip} />
        </tbody>
      </Grid>
      <Grid>
        <tbody>
          <tr>
            <th scope="row">承诺付款日</th>
            <td>{slip.dueDate}</td>
            <th scope="row">{issue ? '开立日期' : '转让日期'}</th>
            <td>{slip.date}</td>
          </tr>
          <tr>
            <th scope="row">币种及金额</th>
            <td colSpan={3}>
              人民币 {formatFen(parseFen(slip.amount))}元<Capital>大写：{toChineseCapital(slip.amount)}</Capital>
            </td>
          </tr>
          <tr>
            <th scope="row">备注</th>
            <td colSpan={3}>{slip.remark || '—'}</td>
          </tr>
          <tr>
            <th scope="row">使用约定</th>
            <td colSpan={3}>
              <ol>
                {slip.terms.map((term) => (
                  <li key={term}>{term}</li>
                ))}
              </ol>
            </td>
          </tr>
        </tbody>
      </Grid>
      {verifyCode ? <VerifyStamp code={verifyCode} /> : null}
    </Sheet>
  );
}
