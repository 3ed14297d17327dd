import { post } from '../endpoint';
import { smsCodeResponseSchema } from './auth';
import {
  accountProfileSchema,
  changeMobileRequestSchema,
  changeMobileResultSchema,
  changePasswordRequestSchema,
  changePasswordResultSchema,
  mobileCodeRequestSchema,
} from '../schemas/account';

/**
 * 账户中心 (`/my/person-center/info`): the user's own data, 修改密码 and 修改手机号. The two changes are credential
 * calls like login, not business effects: a refusal must leave a trace (a wrong old password counts towards the
 * login lock, a wrong code towards the code's tries), which the idempotency transaction would roll back, so they
 * carry no Idempotency-Key; repeating one is harmless (the old password or the used code no longer fits).
 */
export const accountEndpoints = {
  profile: post('/v1/account/profile', { response: accountProfileSchema }),
  changePassword: post('/v1/account/password', { body: changePasswordRequestSchema, response: changePasswordResultSchema }),
  mobileCode: post('/v1/account/mobile/verify-code', { body: mobileCodeRequestSchema, response: smsCodeResponseSchema }),
  changeMobile: post('/v1/account/mobile', { body: changeMobileRequestSchema, response: changeMobileResultSchema }),
} as const;
