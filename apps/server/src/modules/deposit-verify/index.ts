// The small-deposit verification machine (domain-lines.md §15.7): 申请打款 through the simulated bank, 回填 with
// 3 tries within 7 days, a daily cap of 3 requests; shared by 电子账户绑定 (§16.8) and onboarding (§15.6).
import type { ServerModule } from '../../platform/http/server-module';
import { expireAttempts } from './deposit-verify.repo';

export const depositVerifyModule: ServerModule = {
  name: 'deposit-verify',
  routes: [],
  jobs: [{ name: 'deposit-verify-expiry', run: (db, now, businessDate) => expireAttempts(db, businessDate, now) }],
};
export { attemptView, backfill, cancelAttempt, requestDeposit } from './deposit-verify.service';
export type { BackfillResult, DepositTarget } from './deposit-verify.service';
export { latestAttempt } from './deposit-verify.repo';
export type { AttemptPurpose, AttemptRow } from './deposit-verify.repo';
export { DEPOSIT_REMARK, DEPOSIT_VERIFY_MESSAGE, PLATFORM_VERIFY_ACCOUNT } from './deposit-verify.messages';
