import { Link } from 'react-router-dom';
import { BILL_RANGE_STATUS_LABEL, BIZ_TYPE_LABEL } from '@scf/api/contract';
import type { BillRangeStatus, DiscountAppLine, DiscountDetail } from '@scf/api/contract';
import { AppStatusTag, FlowTimeline, formatBusinessDateTime } from '@scf/finance-widgets';
import { Button, Descriptions } from '@scf/ui';
import { DetailFrame, ReviewActions, formatAccount } from '../../../lib/applications';
import { billDetailPath, payerText } from '../api/discount-apply-paths';
import { REVOCABLE, useDiscountDetail, useRefreshDiscounts } from '../api/discount-apply-calls';
import { discountStatusLabel } from '../api/discount-status';
import { FiguresTable, FiguresTotals } from './figures-table';
import { RevokeButton } from './revoke-button';

const rangeStatus = (s: string) => BILL_RANGE_STATUS_LABEL[s as BillRangeStatus] ?? s;

/** The facts of a discount application: parties, bank and rate, rule, payer, account, dates, the number of bills. */
function DiscountSummary({ detail }: { detail: DiscountDetail }) {
  const { application: app, row } = detail;
  return (
    <Descriptions
      columns={3}
      items={[
        { label: '申请编号', value: app.appNo },
        { label: '业务类型', value: BIZ_TYPE_LABEL[app.bizType] },
        { label: '状态', value: <AppStatusTag status={app.status} label={discountStatusLabel(app.status)} /> },
        { label: '贴现申请人', value: row.seller.corpName },
        { label: '贴现银行', value: row.fi.corpName },
        { label: '贴现利率', value: row.annualRate },
        { label: '顺延规则', value: detail.deferralRuleLabel },
        { label: '计息基准', value: `${detail.basis}天` },
        { label: '付息方式', value: payerText(row.payer, row.buyerPct) },
        { label: '出票人', value: row.drawers.map((d) => d.corpName).join('、') },
        { label: '申请日期', value: row.appliedDate },
        { label: '试算日', value: detail.trialDate },
        { label: '经办人', value: app.creator.personName },
        { label: '提交时间', value: formatBusinessDateTime(app.businessDate, app.createdAt) },
        { label: '签收日', value: row.receivedOn ?? '—' },
        { label: '入账账户', value: formatAccount(detail.account), span: 2 },
        { label: '票据张数', value: `${row.billCount}张` },
        ...(app.reason ? [{ label: '意见', value: app.reason, span: 3 }] : []),
      ]}
    />
  );
}

export interface DiscountDetailViewProps {
  appNo: string;
  onBack: () => void;
  /** The caller's buttons (复核: 同意 / 退回 / 撤回; 已退回: 编辑 / 撤销申请); none on 贴现查询. */
  withActions?: boolean;
  onEdit?: (appNo: string) => void;
}

/**
 * 贴现申请详情: the facts, each bill with its 子票区间, figures and range status (票据包号 opens 票据详情), the totals, the
 * 流转记录, and — where the screen acts — the server's actions for the caller (同意 signs detail.approveOriginal,
 * DISCOUNT_BILL_SIGN or DISCOUNT_BATCH_SIGN; 退回 with 意见) and 撤回 while the bank has not signed.
 */
export function DiscountDetailView({ appNo, onBack, withActions = false, onEdit }: DiscountDetailViewProps) {
  const { data: detail, error, isLoading, mutate } = useDiscountDetail(appNo);
  const refresh = useRefreshDiscounts();
  const done = () => {
    void refresh();
    onBack();
  };
  return (
    <DetailFrame title={`贴现申请详情 ${appNo}`} what="贴现申请详情" onBack={onBack} loading={isLoading} error={error} onRetry={() => void mutate()}>
      {detail ? (
        <>
          <DiscountSummary detail={detail} />
          <h3>贴现票据</h3>
          <FiguresTable<DiscountAppLine>
            label="贴现票据明细"
            lines={detail.lines}
            ruleLabel={detail.deferralRuleLabel}
            bill={(l) => <Link to={billDetailPath(l.packageNo)}>{l.packageNo}</Link>}
            status={(l) => rangeStatus(l.rangeStatus)}
          />
          <FiguresTotals totals={detail.row.totals} count={detail.lines.length} />
          <h3>流转记录</h3>
          <FlowTimeline records={detail.application.flow} />
          {withActions ? (
            <>
              {detail.application.actions.length > 0 ? <ReviewActions detail={detail.application} onDone={done} onEdit={onEdit} /> : null}
              {/* A returned application is submitted again as a new one from the form (the engine offers only 撤销). */}
              {onEdit &&
              detail.application.status === 'RETURNED' &&
              detail.application.actions.includes('CANCEL') &&
              !detail.application.actions.includes('EDIT') ? (
                <Button onClick={() => onEdit(appNo)}>修改后重新提交</Button>
              ) : null}
              {detail.actions.includes('REVOKE') && REVOCABLE.includes(detail.application.status) ? (
                <RevokeButton appNo={appNo} bizType={detail.application.bizType} onDone={done} />
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
    </DetailFrame>
  );
}
