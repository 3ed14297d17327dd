import { styled } from 'styled-components';
import { Button, Skeleton } from '@scf/ui';
import { Page } from '../../../lib/page';
import { useAccountProfile } from '../api/account-calls';
import { MobileForm } from '../components/mobile-form';
import { PasswordForm } from '../components/password-form';
import { ProfileCard } from '../components/profile-card';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(400px, 1fr));
  gap: 16px;
  align-items: start;
`;

/** 账户中心 (`/my/person-center/info`): the user's own data, 修改密码 and 修改手机号. */
export default function AccountCentrePage() {
  const profile = useAccountProfile();
  return (
    <Page>
      {profile.data ? (
        <Stack>
          <ProfileCard profile={profile.data} />
          <Forms>
            <PasswordForm />
            <MobileForm current={profile.data.mobile} onChanged={() => void profile.mutate()} />
          </Forms>
        </Stack>
      ) : profile.error ? (
        <p role="alert">
          账户信息加载失败：{profile.error instanceof Error ? profile.error.message : String(profile.error)}{' '}
          <Button onClick={() => void profile.mutate()}>重试</Button>
        </p>
      ) : (
        <Skeleton lines={6} label="正在加载账户信息" />
      )}
    </Page>
  );
}
