import { useState } from 'react';
import type { TradeDocument } from '@scf/api/contract';
import { DOC_KIND_LABEL } from '@scf/api/contract';
import { Page, useCurrentRoute } from '../../../lib/page';
import { DocumentForm } from '../components/document-form';
import { SavedNotice } from '../components/saved-notice';

/** `finance-data/upload/other` (上传其他资料) and `upload/auth` (上传授权资料): the kind from the route. */
export default function UploadDocumentPage() {
  const { route } = useCurrentRoute();
  const kind = route?.path.endsWith('/upload/auth') ? 'AUTH' : 'OTHER';
  const [saved, setSaved] = useState<TradeDocument | null>(null);
  return (
    <Page>
      <SavedNotice>{saved ? `${DOC_KIND_LABEL[kind]}“${saved.name}”已保存，可在融资资料中选用` : ''}</SavedNotice>
      <DocumentForm key={saved?.docId ?? kind} kind={kind} onSaved={setSaved} />
    </Page>
  );
}
