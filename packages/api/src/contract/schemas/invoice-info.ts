import { z } from 'zod';
import { invoiceInfoForm } from '../../validators/invoice-info';

/**
 * 开票信息 of the caller's corporation (domain-lines.md §16.3): 发票抬头 and 纳税人识别号 are its name and USCC, the
 * rest is what its administrator saved (null before the first save); `canEdit` for the administrator only.
 */
export const invoiceInfoSchema = z.object({
  invoiceTitle: z.string(),
  taxNo: z.string(),
  canEdit: z.boolean(),
  info: invoiceInfoForm.nullable(),
  updatedAt: z.number().int().nullable(),
});
export type InvoiceInfo = z.infer<typeof invoiceInfoSchema>;
