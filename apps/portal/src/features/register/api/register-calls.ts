import type { ApiClient } from '@scf/api';
import { REGISTER_AGREEMENTS, authEndpoints, registerEndpoints } from '@scf/api/contract';
import type { RegisterResult } from '@scf/api/contract';
import type { RegisterForm } from '@scf/api/validators';
import { encryptFields } from '../../../lib/form';

/** What a code request tells the page: when it may ask again; in the demo, the code itself (模拟短信). */
export interface CodeSent {
  resendAfterSeconds: number;
  demoCode?: string;
}

/** 获取验证码 of 注册 (scene REGISTER; the per-mobile limits answer in Chinese). */
export const sendRegisterCode = (client: ApiClient, mobile: string): Promise<CodeSent> =>
  client.call(authEndpoints.smsCode, { body: { mobile, scene: 'REGISTER' } });

/** 注册: the password encrypted as login sends one, every agreement ticked (the form requires it). */
export async function submitRegistration(client: ApiClient, form: RegisterForm): Promise<RegisterResult> {
  const { kid, fields } = await encryptFields(client, { password: form.password });
  const { corpName, uscc, adminName, idCard, mobile, smsCode, loginName } = form;
  return client.call(registerEndpoints.register, {
    body: { corpName, uscc, adminName, idCard, mobile, smsCode, loginName, kid, password: fields.password, agreements: [...REGISTER_AGREEMENTS] },
  });
}

/** 重置密码 step 1: the same answer whether or not the name and mobile are a user's. */
export const sendResetCode = (client: ApiClient, loginName: string, mobile: string): Promise<CodeSent & { message: string }> =>
  client.call(registerEndpoints.resetSms, { body: { loginName, mobile } });

/** 重置密码 step 2: the code and the new password (encrypted). */
export async function submitReset(client: ApiClient, who: { loginName: string; mobile: string; smsCode: string }, newPassword: string): Promise<void> {
  const { kid, fields } = await encryptFields(client, { newPassword });
  await client.call(registerEndpoints.resetPassword, { body: { ...who, kid, newPassword: fields.newPassword } });
}

/** Where 注册成功 finds what was registered (a direct visit finds nothing and shows only 注册成功). */
export const REGISTERED_KEY = 'scf.register.result';

export function keepRegistration(result: RegisterResult): void {
  try {
    sessionStorage.setItem(REGISTERED_KEY, JSON.stringify({ corpName: result.corpName, loginName: result.loginName }));
  } catch {
    // Storage refused (private mode): 注册成功 shows without the names.
  }
}

export function readRegistration(): { corpName: string; loginName: string } | null {
  try {
    const raw = sessionStorage.getItem(REGISTERED_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === 'object' && 'corpName' in value && 'loginName' in value) {
      const { corpName, loginName } = value as Record<string, unknown>;
      if (typeof corpName === 'string' && typeof loginName === 'string') return { corpName, loginName };
    }
  } catch {
    // Unreadable: as if absent.
  }
  return null;
}
