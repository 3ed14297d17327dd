import { z } from 'zod';

/** Login form password: required; the strength rule applies to new passwords only (spec §5). */
export const passwordInput = z.string().min(1, '请输入密码').max(64);
