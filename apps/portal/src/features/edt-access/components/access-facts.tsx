import { EDT_ACCESS_STATUS_LABEL } from '@scf/api/contract';
import type { EdtAccess } from '@scf/api/contract';
import { AmountWithCapital } from '@scf/finance-widgets';
import { Descriptions } from '@scf/ui';

/** What the supplier declared with its access (§19.2) and where it stands: the body of its detail. */
export function AccessFacts({ access: a }: { access: EdtAccess }) {
  return (
    <Descriptions
      title="准入信息"
      columns={2}
      items={[
        { label: '供应商', value: a.supplier.corpName },
        { label: '核心企业', value: a.core.corpName },
        { label: '资金方', value: a.fi.corpName },
        { label: '准入状态', value: EDT_ACCESS_STATUS_LABEL[a.status] },
        { label: '与核心企业近12个月交易额', value: <AmountWithCapital value={a.tradeAmount} label="与核心企业近12个月交易额" /> },
        { label: '经营年限', value: `${a.yearsInBusiness}年` },
        { label: '联系人', value: a.contactName },
        { label: '联系电话', value: a.contactPhone },
        { label: '回款专户', value: a.collectAccount ? `${a.collectAccount.accountNo} ${a.collectAccount.accountName}` : '开立后再绑定' },
        { label: '申请日期', value: a.appliedOn },
        { label: '准入日期', value: a.approvedOn ?? '—' },
        { label: '有效期至', value: a.validTo ?? '—' },
      ]}
    />
  );
}
