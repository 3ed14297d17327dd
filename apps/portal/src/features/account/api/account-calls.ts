import { useEndpoint } from '@scf/api';
import type { ApiClient } from '@scf/api';
import { accountEndpoints } from '@scf/api/contract';
import type { ChangePasswordResult } from '@scf/api/contract';
import type { ChangeMobileForm, ChangePasswordForm } from '@scf/api/validators';
import { encryptFields } from '../../../lib/form';

/** 账户中心's data (the user's own). */
export const useAccountProfile = () => useEndpoint(accountEndpoints.profile, {});

/** 修改密码: both passwords encrypted, as login sends one. */
export async function changePassword(client: ApiClient, form: Pick<ChangePasswordForm, 'oldPassword' | 'newPassword'>): Promise<ChangePasswordResult> {
  const { kid, fields } = await encryptFields(client, { oldPassword: form.oldPassword, newPassword: form.newPassword });
  return client.call(accountEndpoints.changePassword, { body: { kid, ...fields } });
}

/** 修改手机号: the login password and the verify code encrypted (security.md §1.7), the new mobile in clear (the server sends it the code). */
export async function changeMobile(client: ApiClient, form: ChangeMobileForm): Promise<{ mobile: string }> {
  const { kid, fields } = await encryptFields(client, { password: form.password, code: form.code });
  return client.call(accountEndpoints.changeMobile, { body: { mobile: form.mobile, kid, password: fields.password, code: fields.code } });
}

/** Step 1 of 修改手机号: a code to the new mobile; how many seconds until another may be asked for. */
export async function sendMobileCode(client: ApiClient, mobile: string): Promise<number> {
  return (await client.call(accountEndpoints.mobileCode, { body: { mobile } })).resendAfterSeconds;
}
