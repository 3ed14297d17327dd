import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { claimSmsQuota, claimSmsSlot, claimSmsTry, deleteSmsRows, latestSmsCode, markSmsCodeUsed, smsQuotaOf, writeSmsOutbox } from './auth.repo';

/** One code per mobile per minute (SMS bombing and cost), valid for five minutes. */
export const SMS_RESEND_MS = 60_000;
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Wrong guesses a code survives; then a new one must be sent (a six-digit code is not to be brute-forced). */
export const SMS_CODE_MAX_TRIES = 5;

/** Codes one mobile may be sent, all scenes (domain-lines.md §15.3, after 阿里云's 1/min, 5/h, 10/day). */
export const SMS_PER_HOUR = 5;
export const SMS_PER_DAY = 10;
const HOUR_MS = 60 * 60_000;

/** A business refusal the page shows inline (HTTP 200, like a wrong password), not a transport failure. */
const tooFrequent = () => new ApiError(200, 'TOO_FREQUENT', `验证码发送过于频繁，请${SMS_RESEND_MS / 1000}秒后再试`);
const hourlyLimit = () => new ApiError(200, 'TOO_FREQUENT', '该手机号获取验证码过于频繁，请1小时后再试');
const dailyLimit = () => new ApiError(200, 'TOO_FREQUENT', '该手机号今日获取验证码次数已达上限，请明日再试');

/** The calendar day (China time) of an instant: the day the daily limits count. */
export const chinaDay = (now: number): string => new Date(now + 8 * HOUR_MS).toISOString().slice(0, 10);

/**
 * Send a six-digit code to the mobile unless one went out within SMS_RESEND_MS or the mobile had SMS_PER_HOUR codes
 * in the hour or SMS_PER_DAY on the day. The slot and the quota are claimed by conditional upserts in one
 * transaction, so racing requests send at most what the limits allow (a refused quota rolls the slot back). The
 * caller learns when it may ask again and how long the code lives; the code itself only with `demo` (模拟短信).
 */
export async function sendSmsCode(
  q: Queryable,
  request: { mobile: string; scene: string },
  now: number,
  { demo = false }: { demo?: boolean } = {},
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number; demoCode?: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sent = await q.transaction(async (tx) => {
    if (!(await claimSmsSlot(tx, request.mobile, now, now - SMS_RESEND_MS))) return false;
    const quota = { hourStart: now, hourSince: now - HOUR_MS, day: chinaDay(now), perHour: SMS_PER_HOUR, perDay: SMS_PER_DAY };
    if (!(await claimSmsQuota(tx, request.mobile, quota))) {
      const used = await smsQuotaOf(tx, request.mobile);
      throw used && used.day === quota.day && used.dayCount >= SMS_PER_DAY ? dailyLimit() : hourlyLimit();
    }
    await writeSmsOutbox(tx, { id: randomUUID(), mobile: request.mobile, scene: request.scene, code, sentAt: now, expiresAt: now + SMS_CODE_TTL_MS });
    return true;
  });
  if (!sent) throw tooFrequent();
  return { resendAfterSeconds: SMS_RESEND_MS / 1000, expiresInSeconds: SMS_CODE_TTL_MS / 1000, ...(demo ? { demoCode: code } : {}) };
}

/**
 * Use the latest code sent to the mobile for the scene: it must be unexpired, unused, within SMS_CODE_MAX_TRIES and
 * equal (compared in constant time). Each try is claimed atomically *before* the comparison (issue 26 Low): guesses
 * sent at once cannot all read "tries left" and all be compared — at most SMS_CODE_MAX_TRIES comparisons per code.
 * A right one is spent and true returned; a wrong guess has been counted and false returned, so the caller commits
 * the count (run it in the transaction of the effect it guards, and refuse after the commit).
 */
export async function spendSmsCode(q: Queryable, sms: { mobile: string; scene: string; code: string }, now: number): Promise<boolean> {
  const latest = await latestSmsCode(q, sms.mobile, sms.scene);
  if (!latest || latest.usedAt !== null || latest.expiresAt <= now || latest.failedAttempts >= SMS_CODE_MAX_TRIES) return false;
  if (!(await claimSmsTry(q, latest.id, now, SMS_CODE_MAX_TRIES))) return false;
  const given = Buffer.from(sms.code.padEnd(6).slice(0, 6));
  if (given.length !== 6 || !timingSafeEqual(given, Buffer.from(latest.code))) return false;
  // Conditional: of two racing uses of one code, one spends it.
  return markSmsCodeUsed(q, latest.id, now);
}

/** How long a sent code stays in the outbox after it expired (the demo operator's record of what was sent). */
export const SMS_OUTBOX_KEEP_MS = 24 * 60 * 60_000;

/** Drop codes a day after they expired and send slots whose resend wait is over (every table that grows is swept). */
export async function sweepSmsCodes(q: Queryable, now: number): Promise<void> {
  await deleteSmsRows(q, { expiredBefore: now - SMS_OUTBOX_KEEP_MS, sentBefore: now - SMS_RESEND_MS });
}
