import * as z from 'zod/mini';

/** A business date `YYYY-MM-DD` (Asia/Shanghai; domain.md §4.2). Its own module: the shell reads it on every page. */
export const businessDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD'));
