import { PRODUCT_SUPPLIER_ACTION_LABEL, SUPPLIER_PRODUCT_STATUS_LABEL } from '@scf/api/contract';
import type { ProductSupplierAction, SupplierProduct, SupplierProductStatus } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { styled } from 'styled-components';
import { Button, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { StackedCell } from '../../../lib/list';

const RowButtons = styled.span`
  display: inline-flex;
  gap: 12px;
  white-space: nowrap;
`;

const STATUS_TONE: Record<SupplierProductStatus, 'success' | 'warning' | 'default'> = { OPEN: 'success', SUSPENDED: 'warning', NOT_OPEN: 'default' };
const SETTER_LABEL = { CORE: '核心企业', PLATFORM: '平台', FI: '金融机构' } as const;

/** The action a supplier's 产品状态 allows (domain-lines.md §17.2): 开通 from 未开通 (where the product is opened per supplier), 暂停 from 已开通, 恢复 from 已暂停. */
export function actionFor(status: SupplierProductStatus, canOpen: boolean): ProductSupplierAction | null {
  if (status === 'OPEN') return 'SUSPEND';
  if (status === 'SUSPENDED') return 'RESUME';
  return canOpen ? 'OPEN' : null;
}

export interface SupplierRowActions {
  /** 开通 / 暂停 / 恢复 for the operator; null for the roles that only read. */
  onChange: ((row: SupplierProduct, action: ProductSupplierAction) => void) | null;
  /** Whether the product is opened per supplier (支付通) or by the supplier itself (电子债权凭证: 暂停 and 恢复 only). */
  canOpen: boolean;
  onOpenApp: (appNo: string) => void;
  onLimits: (row: SupplierProduct) => void;
  onFinances: (row: SupplierProduct) => void;
}

const date = (d: string | null) => d ?? '—';

/**
 * 供应商's columns, in the order of domain-lines.md §17.2; 在途申请 opens the application, 操作 acts on the row. Readable at
 * 1280 px (the page is 935 px): 统一社会信用代码 under the name, 实名状态 under 产品状态, 设置方 under the period and 融资余额
 * under 持有金额, so nothing scrolls and 操作 is never cut off.
 */
export function supplierColumns(a: SupplierRowActions): TableColumn<SupplierProduct>[] {
  return [
    {
      key: 'name',
      title: '供应商名称 / 统一社会信用代码',
      value: (r) => r.supplier.corpName,
      render: (r) => <StackedCell main={r.supplier.corpName} sub={r.uscc} />,
    },
    {
      key: 'status',
      title: '产品状态 / 实名',
      width: 100,
      value: (r) => SUPPLIER_PRODUCT_STATUS_LABEL[r.status],
      render: (r) => (
        <StackedCell main={<Tag tone={STATUS_TONE[r.status]}>{SUPPLIER_PRODUCT_STATUS_LABEL[r.status]}</Tag>} sub={r.authenticated ? '已实名' : '未实名'} />
      ),
    },
    {
      key: 'from',
      title: '有效期 / 设置方',
      width: 150,
      value: (r) => date(r.effectiveFrom),
      render: (r) => (
        <StackedCell main={r.effectiveFrom ? `${r.effectiveFrom} 至 ${date(r.effectiveTo)}` : '—'} sub={r.setBy ? `${SETTER_LABEL[r.setBy]}设置` : undefined} />
      ),
    },
    {
      key: 'held',
      title: '持有 / 融资余额',
      align: 'right',
      width: 144,
      value: (r) => r.heldAmount,
      render: (r) => (
        <StackedCell
          main={<AmountText value={r.heldAmount} />}
          sub={
            <>
              融资 <AmountText value={r.financedAmount} />
            </>
          }
        />
      ),
    },
    {
      key: 'pending',
      title: '在途申请',
      width: 136,
      value: (r) => r.pendingAppNo ?? '—',
      render: (r) =>
        r.pendingAppNo ? (
          <Button variant="link" onClick={() => a.onOpenApp(r.pendingAppNo!)} aria-label={`查看在途申请 ${r.pendingAppNo}`}>
            {r.pendingAppNo}
          </Button>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 206,
      pin: 'right',
      render: (r) => {
        const change = a.onChange && !r.pendingAppNo ? actionFor(r.status, a.canOpen) : null;
        const name = r.supplier.corpName;
        return (
          <RowButtons>
            {change ? (
              <Button variant="link" aria-label={`${PRODUCT_SUPPLIER_ACTION_LABEL[change]} ${name}`} onClick={() => a.onChange!(r, change)}>
                {PRODUCT_SUPPLIER_ACTION_LABEL[change]}
              </Button>
            ) : null}
            <Button variant="link" aria-label={`额度详情 ${name}`} onClick={() => a.onLimits(r)}>
              额度详情
            </Button>
            <Button variant="link" aria-label={`融资详情 ${name}`} onClick={() => a.onFinances(r)}>
              融资详情
            </Button>
          </RowButtons>
        );
      },
    },
  ];
}
