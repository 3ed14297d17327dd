import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';

/** Printable ASCII without space: the characters a password may use. */
const PRINTABLE = /^[\x21-\x7e]*$/;

/** New password (spec §5): 8–20 characters with upper, lower, digit and special character, no spaces. */
export const newPassword = z
  .string()
  .min(8, M.passwordLength)
  .max(20, M.passwordLength)
  .refine((v) => PRINTABLE.test(v) && /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9]/.test(v), M.passwordRule);
