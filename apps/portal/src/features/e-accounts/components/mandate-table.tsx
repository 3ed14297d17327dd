import { MANDATE_STATE_LABEL } from '@scf/api/contract';
import type { MandateState, RepayMandate } from '@scf/api/contract';
import { Button, Empty, Table, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';

const TONE = { NONE: 'warning', PENDING: 'processing', ACTIVE: 'success', REVOKED: 'default' } as const;

export const MandateTag = ({ state }: { state: MandateState }) => <Tag tone={TONE[state]}>{MANDATE_STATE_LABEL[state]}</Tag>;

export interface MandateActions {
  /** Only the director signs (with the key) and revokes; the operator sees what waits for the director. */
  director: boolean;
  onSign: (m: RepayMandate) => void;
  onRevoke: (m: RepayMandate) => void;
}

const signed = (m: RepayMandate) => m.state === 'PENDING' || m.state === 'ACTIVE';

/** One 代扣授权 per corporation: an account is signable when it is 正常, unsigned, and no other account holds one. */
function Actions({ m, x, elsewhere }: { m: RepayMandate; x: MandateActions; elsewhere: boolean }) {
  const signable = m.status === 'ACTIVE' && (m.state === 'NONE' || m.state === 'REVOKED') && !elsewhere;
  if (!x.director) return <>{signable ? '待主管签署' : '--'}</>;
  if (signable) {
    return (
      <Button variant="link" onClick={() => x.onSign(m)}>
        签署代扣授权
      </Button>
    );
  }
  if (signed(m)) {
    return (
      <Button variant="link" onClick={() => x.onRevoke(m)}>
        撤销代扣授权
      </Button>
    );
  }
  return <>--</>;
}

const live = (m: RepayMandate, text: (d: NonNullable<RepayMandate['mandate']>) => string) => (m.mandate && m.state !== 'REVOKED' ? text(m.mandate) : '--');

/** 还款专户 with their 代扣授权 (domain-lines.md §16.8): who signed, when, from when it debits. */
export function MandateTable({ rows, actions }: { rows: readonly RepayMandate[]; actions: MandateActions }) {
  const holder = rows.find(signed)?.accountId;
  // 开户行 and 户名 are on 专户管理; here what the mandate needs, narrow enough for 1280 px with 操作 in view.
  const columns: TableColumn<RepayMandate>[] = [
    { key: 'accountNo', title: '还款专户账号', width: 190, value: (m) => m.accountNo },
    { key: 'controller', title: '监管行', value: (m) => m.controller?.corpName ?? '--' },
    { key: 'available', title: '可用余额', width: 130, align: 'right', value: (m) => `${m.available} 元` },
    { key: 'state', title: '代扣授权', width: 90, render: (m) => <MandateTag state={m.state} /> },
    { key: 'signedBy', title: '签署人', width: 80, value: (m) => live(m, (d) => d.signedBy) },
    { key: 'signedOn', title: '签署日期', width: 104, value: (m) => live(m, (d) => d.signedOn) },
    { key: 'effectiveFrom', title: '生效日期', width: 104, value: (m) => live(m, (d) => d.effectiveFrom) },
    { key: 'actions', title: '操作', width: 116, render: (m) => <Actions m={m} x={actions} elsewhere={holder !== undefined && holder !== m.accountId} /> },
  ];
  return (
    <Table
      label="还款专户"
      columns={columns}
      data={rows}
      rowKey={(m) => m.accountId}
      emptyText={<Empty description="暂无还款专户，请先申请还款专户" />}
      virtualized={false}
    />
  );
}
