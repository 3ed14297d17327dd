import type { AccountProfile } from '@scf/api/contract';
import { DateTimeText } from '@scf/finance-widgets';
import { Card, Descriptions } from '@scf/ui';

/** 基本信息: who the user is, as the bank keeps it; the mobile is masked (security.md §1.7). */
export function ProfileCard({ profile }: { profile: AccountProfile }) {
  return (
    <Card title="基本信息">
      <Descriptions
        columns={2}
        items={[
          { label: '姓名', value: profile.personName },
          { label: '用户名', value: profile.userName },
          { label: '手机号', value: profile.mobile },
          { label: '所属企业', value: profile.corpName },
          { label: '当前角色', value: profile.currentRole.name },
          { label: '全部角色', value: profile.roles.map((r) => r.name).join('、') },
          {
            label: '上次登录时间',
            value: profile.lastLoginAt ? <DateTimeText value={profile.lastLoginAt} businessDate={profile.lastLoginDate ?? undefined} /> : '首次登录',
          },
          { label: '密码修改时间', value: profile.passwordChangedAt ? <DateTimeText value={profile.passwordChangedAt} /> : '未修改过' },
        ]}
      />
    </Card>
  );
}
