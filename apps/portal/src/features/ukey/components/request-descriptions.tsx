import { UKEY_REQUEST_KIND_LABEL } from '@scf/api/contract';
import type { UkeyRequest } from '@scf/api/contract';
import { AmountWithCapital } from '@scf/finance-widgets';
import { Descriptions, StatusTag } from '@scf/ui';
import { MEDIUM_LABEL, REQUEST_STATUS_STYLE, dateText, dateTimeText, roleLabelOf } from '../api/ukey-format';

/** Every field of a request record (申请详情), the fee in figures and 大写. */
export function RequestDescriptions({ request: r }: { request: UkeyRequest }) {
  return (
    <Descriptions
      title="申请信息"
      columns={3}
      items={[
        { label: '申请编号', value: r.requestId },
        { label: '申请类型', value: UKEY_REQUEST_KIND_LABEL[r.kind] },
        { label: '状态', value: <StatusTag status={r.status} statuses={REQUEST_STATUS_STYLE} /> },
        { label: '持有人', value: `${r.holderPersonName}（${r.holderUserName}）` },
        { label: '角色', value: roleLabelOf(r.roleCode) },
        { label: '介质', value: MEDIUM_LABEL[r.medium] },
        { label: '印刷号', value: r.ukeyCode },
        { label: '证书类型', value: r.certType },
        { label: '发证银行', value: r.bank },
        { label: '原证书序列号', value: r.oldSerial },
        { label: '新证书序列号', value: r.newSerial },
        { label: '有效期至', value: dateText(r.notAfter) },
        { label: '注销原因', value: r.reason, span: 3 },
        { label: '费用', value: <AmountWithCapital value={r.fee} label="费用" /> },
        { label: '申请人', value: r.createdBy },
        { label: '申请时间', value: dateTimeText(r.createdAt) },
        { label: '完成时间', value: dateTimeText(r.completedAt) },
      ]}
    />
  );
}
