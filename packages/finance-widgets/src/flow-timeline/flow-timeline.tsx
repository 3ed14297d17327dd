import type { ReactNode } from 'react';
import { BIZ_TYPE_LABEL } from '@scf/api/contract';
import type { FlowRecord } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { Empty, Timeline } from '@scf/ui';
import type { TimelineItem } from '@scf/ui';
import { formatBusinessDateTime } from '../date-time-text';
import { Facts, Head } from './flow-timeline.styles';

export interface FlowTimelineProps {
  /** The flow records (domain.md §4.5) in the order to show them. */
  records: readonly FlowRecord[];
  /** Text when there is no record. */
  emptyText?: string;
  /** More about a signed step, shown after its facts (流转记录's 签名验证 of each hop, issue 26 item 11). */
  renderSigned?: (record: FlowRecord) => ReactNode;
}

// The dot's colour only repeats the action's words: a refusal, a return or an overdue is red, a completion green.
const DANGER = new Set(['REFUSED', 'REJECTED', 'RETURNED', 'CP_REFUSED', 'FI_REJECTED', 'OVERDUE']);
const SUCCESS = new Set(['COMPLETED', 'HELD', 'CASHED']);
const toneOf = (r: FlowRecord): TimelineItem['tone'] => (DANGER.has(r.toStatus) ? 'danger' : SUCCESS.has(r.toStatus) ? 'success' : 'default');

function facts(r: FlowRecord): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  // A root's timeline holds the steps of all its splits: each names the credit it moved.
  if (r.creditNo) out.push(['凭证编号', r.creditNo]);
  out.push(['企业', r.corp.corpName], ['操作人', r.user.personName ? `${r.user.personName}（${r.user.userName}）` : r.user.userName], ['角色', r.roleLabel]);
  if (r.amount !== null) out.push(['金额', `${formatFen(parseFen(r.amount))}元`]);
  if (r.comment) out.push(['意见', r.comment]);
  if (r.signedBy) out.push(['签名证书', r.signedBy]);
  return out;
}

/**
 * The transfer timeline (流转记录, domain.md §4.5): each step with its time, action (with the business and its
 * number), corporation, operator, role, amount and comment.
 */
export function FlowTimeline({ records, emptyText = '暂无流转记录', renderSigned }: FlowTimelineProps) {
  if (records.length === 0) return <Empty description={emptyText} />;
  const items: TimelineItem[] = records.map((r, i) => ({
    key: `${r.at}-${i}`,
    time: r.at,
    timeText: formatBusinessDateTime(r.businessDate, r.at),
    tone: toneOf(r),
    title: (
      <Head>
        {r.actionLabel}
        {r.bizType ? <small>{[BIZ_TYPE_LABEL[r.bizType], r.appNo].filter(Boolean).join(' ')}</small> : null}
      </Head>
    ),
    content: (
      <Facts>
        {facts(r).map(([label, value]) => (
          <div key={label}>
            <dt>{label}：</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {renderSigned && r.signedBy ? (
          <div>
            <dt>签名验证：</dt>
            <dd>{renderSigned(r)}</dd>
          </div>
        ) : null}
      </Facts>
    ),
  }));
  return <Timeline items={items} />;
}
