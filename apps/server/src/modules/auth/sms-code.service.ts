import { randomInt, randomUUID } from 'node:crypto';
import type { SmsCodeRequest } from '@scf/api/contract';
import { ApiError } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { claimSmsSlot, writeSmsOutbox } from './auth.repo';

/** One code per mobile per minute (SMS bombing and cost), valid for five minutes. */
export const SMS_RESEND_MS = 60_000;
export const SMS_CODE_TTL_MS = 5 * 60_000;

/** A business refusal the page shows inline (HTTP 200, like a wrong password), not a transport failure. */
const tooFrequent = () => new ApiError(200, 'TOO_FREQUENT', `验证码发送过于频繁，请${SMS_RESEND_MS / 1000}秒后再试`);

/**
 * Send a six-digit code to the mobile unless one went out within SMS_RESEND_MS (the slot is claimed atomically, so
 * racing requests send at most one). The caller learns when it may ask again and how long the code lives, never
 * the code: only the outbox holds it.
 */
export async function sendSmsCode(q: Queryable, request: SmsCodeRequest, now: number): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const sent = await q.transaction(async (tx) => {
    if (!(await claimSmsSlot(tx, request.mobile, now, now - SMS_RESEND_MS))) return false;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await writeSmsOutbox(tx, { id: randomUUID(), mobile: request.mobile, scene: request.scene, code, sentAt: now, expiresAt: now + SMS_CODE_TTL_MS });
    return true;
  });
  if (!sent) throw tooFrequent();
  return { resendAfterSeconds: SMS_RESEND_MS / 1000, expiresInSeconds: SMS_CODE_TTL_MS / 1000 };
}
