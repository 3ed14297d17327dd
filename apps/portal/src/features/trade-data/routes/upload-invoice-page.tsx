import { useState } from 'react';
import type { TradeInvoice } from '@scf/api/contract';
import { Page } from '../../../lib/page';
import { InvoiceForm } from '../components/invoice-form';
import { VerifyResult } from '../components/verify-result';

/** `finance-data/upload/invoice` (上传发票): 保存并查验 shows the verdict and each check, then a new invoice may follow. */
export default function UploadInvoicePage() {
  const [saved, setSaved] = useState<TradeInvoice | null>(null);
  return (
    <Page>
      {saved ? <VerifyResult invoice={saved} /> : null}
      <InvoiceForm key={saved?.invoiceId ?? 'new'} onSaved={setSaved} />
    </Page>
  );
}
