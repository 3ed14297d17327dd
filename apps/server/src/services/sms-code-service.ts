import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { mobile } from '@scf/api/validators';
import type { Db } from '../db/db';

/** One code per mobile per minute (SMS bombing and cost), valid for five minutes. */
export const SMS_RESEND_MS = 60_000;
export const SMS_CODE_TTL_MS = 5 * 60_000;

/** What the code is for; the pages that send one are public (register, reset password) or the login page. */
export const SMS_SCENES = ['LOGIN', 'REGISTER', 'RESET_PASSWORD'] as const;

/** `POST /uaa/v1/verify-code/sms` body: the client passes it through (spec §7), so the server is its boundary. */
export const smsCodeRequestSchema = z.strictObject({ mobile, scene: z.enum(SMS_SCENES) });
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;

/** What the caller learns: when it may ask again and how long the code lives, never the code. */
export const smsCodeResponseSchema = z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() });

/**
 * Issue a six-digit code for the mobile unless one was sent within SMS_RESEND_MS: the throttle row is claimed by
 * one conditional upsert, so concurrent requests on any replica send at most one. There is no SMS gateway in the
 * reference server: the code goes to the `sms_outbox` table, where the demo operator reads it. False: throttled.
 */
export async function issueSmsCode(db: Db, request: SmsCodeRequest, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO sms_throttle (mobile, last_sent_at) VALUES ($1, $2)
       ON CONFLICT (mobile) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at WHERE sms_throttle.last_sent_at <= $3
       RETURNING mobile`,
      [request.mobile, now, now - SMS_RESEND_MS],
    );
    if (claimed.length === 0) return false;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.query('INSERT INTO sms_outbox (sms_id, mobile, scene, code, sent_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      randomUUID(),
      request.mobile,
      request.scene,
      code,
      now,
      now + SMS_CODE_TTL_MS,
    ]);
    return true;
  });
}
