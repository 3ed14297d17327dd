import { z } from 'zod';
import { amountSchema } from './refs';

/** How many records and their total amount: a calendar day's bucket, a summary tile, a statistics figure. */
export const tallySchema = z.object({ count: z.number().int().nonnegative(), amount: amountSchema });
export type Tally = z.infer<typeof tallySchema>;
