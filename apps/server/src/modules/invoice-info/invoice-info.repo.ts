import type { InvoiceInfoForm } from '@scf/api/validators';
import type { Queryable } from '../../platform/db/db';

export interface InvoiceInfoRow {
  corp_name: string;
  uscc: string;
  invoice_type: InvoiceInfoForm['invoiceType'] | null;
  reg_address: string | null;
  reg_phone: string | null;
  bank_name: string | null;
  bank_account: string | null;
  receiver_name: string | null;
  receiver_mobile: string | null;
  receiver_email: string | null;
  updated_at: unknown;
}

/** The corporation (its name and USCC head the invoice) and what its administrator saved, if anything. */
export async function invoiceInfoOf(q: Queryable, corpId: string): Promise<InvoiceInfoRow | undefined> {
  const [row] = await q.query<InvoiceInfoRow>(
    `SELECT c.corp_name, c.uscc, i.invoice_type, i.reg_address, i.reg_phone, i.bank_name, i.bank_account,
            i.receiver_name, i.receiver_mobile, i.receiver_email, i.updated_at
       FROM corp c LEFT JOIN corp_invoice_info i ON i.corp_id = c.corp_id WHERE c.corp_id = $1`,
    [corpId],
  );
  return row;
}

/** One row per corporation: a save replaces the last. */
export async function saveInvoiceInfo(q: Queryable, corpId: string, f: InvoiceInfoForm, userId: string, now: number): Promise<void> {
  await q.query(
    `INSERT INTO corp_invoice_info (corp_id, invoice_type, reg_address, reg_phone, bank_name, bank_account, receiver_name,
                                    receiver_mobile, receiver_email, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (corp_id) DO UPDATE SET invoice_type = EXCLUDED.invoice_type, reg_address = EXCLUDED.reg_address,
       reg_phone = EXCLUDED.reg_phone, bank_name = EXCLUDED.bank_name, bank_account = EXCLUDED.bank_account,
       receiver_name = EXCLUDED.receiver_name, receiver_mobile = EXCLUDED.receiver_mobile, receiver_email = EXCLUDED.receiver_email,
       updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [corpId, f.invoiceType, f.regAddress, f.regPhone, f.bankName, f.bankAccount, f.receiverName, f.receiverMobile, f.receiverEmail, userId, now],
  );
}
