import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';
import { toNumber } from '../db/db';

/** A 图形验证码 lives five minutes and is answered once. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
// Characters people misread (0/o, 1/l/i) are left out; the answer is checked without case.
const IGNORE = '0oO1lIi';

export interface Captcha {
  captchaId: string;
  /** An SVG image as a data URL (img-src allows data:). */
  image: string;
}

/**
 * A new 图形验证码 (svg-captcha: the text drawn as paths with noise lines, so it is no text in the page). The answer
 * stays in the database, where every replica checks it.
 */
export async function issueCaptcha(q: Queryable, now: number): Promise<Captcha> {
  // svg-captcha parses its font when it is loaded (a few hundred ms of CPU): with the first image, not every server start.
  const { default: svgCaptcha } = await import('svg-captcha');
  const { data, text } = svgCaptcha.create({ size: 4, noise: 3, ignoreChars: IGNORE, color: true, width: 120, height: 40, fontSize: 46 });
  const captchaId = `cp_${randomBytes(16).toString('base64url')}`;
  await q.query('INSERT INTO login_captcha (captcha_id, answer, expires_at) VALUES ($1, $2, $3)', [captchaId, text.toLowerCase(), now + CAPTCHA_TTL_MS]);
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

/** Check an answer: the code is taken whatever the answer (one try per image), and must be unexpired and equal. */
export async function spendCaptcha(q: Queryable, captchaId: string, answer: string, now: number): Promise<boolean> {
  const rows = await q.query<{ answer: string; expires_at: unknown }>('DELETE FROM login_captcha WHERE captcha_id = $1 RETURNING answer, expires_at', [
    captchaId,
  ]);
  const row = rows[0];
  if (!row || toNumber(row.expires_at) <= now) return false;
  const given = Buffer.from(answer.trim().toLowerCase());
  const expected = Buffer.from(row.answer);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function sweepCaptchas(q: Queryable, now: number): Promise<void> {
  await q.query('DELETE FROM login_captcha WHERE expires_at <= $1', [now]);
}
