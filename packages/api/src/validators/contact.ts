import * as z from 'zod/mini';
import { VALIDATION_MESSAGES as M } from './messages';

/** Mobile phone (spec §5): 11 digits, 1 then 3–9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Feedback form mobile (spec §5): 11 digits, 1 then 3, 4, 5, 7 or 8. */
export const FEEDBACK_MOBILE_PATTERN = /^1[34578]\d{9}$/;
/** Fixed phone (spec §5): optional 3–4 digit area code (with an optional hyphen), then 7–8 digits. */
export const FIXED_PHONE_PATTERN = /^(?:\d{3,4}-?)?\d{7,8}$/;

export const mobile = z.string().check(z.regex(MOBILE_PATTERN, M.mobile));
export const feedbackMobile = z.string().check(z.regex(FEEDBACK_MOBILE_PATTERN, M.mobile));
export const fixedPhone = z.string().check(z.regex(FIXED_PHONE_PATTERN, M.fixedPhone));
/** Standard e-mail pattern (zod's, the same on server and browser). */
export const email = z.email(M.email);
