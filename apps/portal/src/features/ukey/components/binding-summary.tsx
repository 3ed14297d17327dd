import type { UkeyBinding } from '@scf/api/contract';
import { Descriptions } from '@scf/ui';
import { dateText, roleLabelOf } from '../api/ukey-format';

/** The essentials of one bound key, so the director sees whose key an action touches. */
export function BindingSummary({ binding: b, title }: { binding: UkeyBinding; title: string }) {
  return (
    <Descriptions
      title={title}
      items={[
        { label: '印刷号', value: b.ukeyCode },
        { label: '持有人', value: `${b.personName}（${b.userName}）` },
        { label: '角色', value: roleLabelOf(b.roleCode) },
        { label: '证书类型', value: b.certType },
        { label: '证书序列号', value: b.ukeyNo },
        { label: '有效期至', value: dateText(b.notAfter) },
      ]}
    />
  );
}
