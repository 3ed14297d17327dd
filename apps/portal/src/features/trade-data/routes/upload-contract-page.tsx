import { useState } from 'react';
import type { TradeContract } from '@scf/api/contract';
import { Page } from '../../../lib/page';
import { ContractForm } from '../components/contract-form';
import { SavedNotice } from '../components/saved-notice';

/** `finance-data/upload/contract` (上传合同): register a contract with its files; 保存 starts a new one. */
export default function UploadContractPage() {
  const [saved, setSaved] = useState<TradeContract | null>(null);
  return (
    <Page>
      <SavedNotice>{saved ? `合同${saved.contractNo}已保存，可在融资资料中选用` : ''}</SavedNotice>
      <ContractForm key={saved?.contractId ?? 'new'} onSaved={setSaved} />
    </Page>
  );
}
