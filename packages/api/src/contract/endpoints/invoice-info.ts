import { z } from 'zod';
import { post } from '../endpoint';
import { invoiceInfoSchema } from '../schemas/invoice-info';

/**
 * The form's fields as they travel: strings of any content (bounded), so that a wrong value reaches the shared
 * `invoiceInfoForm` on the server and is refused with its field's message rather than a bare 400.
 */
const field = z.string().max(2000);
export const invoiceInfoRequestSchema = z.strictObject({
  invoiceType: field,
  regAddress: field,
  regPhone: field,
  bankName: field,
  bankAccount: field,
  receiverName: field,
  receiverMobile: field,
  receiverEmail: field,
});

/** 开票信息 (`/my/enterprise-info/invoice-info`, domain-lines.md §16.3): read by the page's roles, saved by the administrator. */
export const invoiceInfoEndpoints = {
  get: post('/v1/corp/invoice-info', { response: invoiceInfoSchema }),
  save: post('/v1/corp/invoice-info/save', { body: invoiceInfoRequestSchema, response: invoiceInfoSchema }),
} as const;
