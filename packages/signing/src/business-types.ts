import { SIGNING_ORIGINALS, signingAttachment, signingOriginalRequest } from '@scf/api/contract';
import type { SignaturePayload, SigningBusinessType } from '@scf/api/contract';

type Ids = readonly string[];
type Attachment = Partial<Pick<SignaturePayload, 'creditList' | 'pondInApplyList' | 'pond' | 'pondDrawdownList' | 'babIssueList'>>;

/** How to fetch the original text of one business type and what its signed payload carries (spec §3, §7). */
export interface BusinessSigning {
  /** Chinese name shown in the signing dialog. */
  label: string;
  method: 'GET' | 'POST';
  path: (ids: Ids, raType: string) => string;
  /** POST body: the id list. */
  body?: (ids: Ids) => unknown;
  /** Business lists attached to the signature payload (spec §3). */
  attach?: (ids: Ids) => Attachment;
  /** Marker sent in no-key mode (spec §3: ORDER_FIN_APPLY for a financing apply). */
  noKeyBusinessType?: 'ORDER_FIN_APPLY';
}

export type BusinessType = SigningBusinessType;

function toBusinessSigning(type: BusinessType): BusinessSigning {
  const def = SIGNING_ORIGINALS[type];
  const request = (ids: Ids, raType: string) => signingOriginalRequest(type, ids, { raType });
  return {
    label: def.label,
    method: def.method,
    path: (ids, raType) => {
      const r = request(ids, raType);
      const query = new URLSearchParams(r.query).toString();
      return query ? `${r.path}?${query}` : r.path;
    },
    ...(def.method === 'POST' ? { body: (ids: Ids) => ({ ids: [...ids] }) } : {}),
    ...('attach' in def ? { attach: (ids: Ids) => signingAttachment(type, ids) } : {}),
    ...('noKeyBusinessType' in def ? { noKeyBusinessType: def.noKeyBusinessType } : {}),
  };
}

/**
 * Every signing-original call of spec §7, keyed by business type: a view over the one table in
 * `@scf/api/contract` (`SIGNING_ORIGINALS`), which the API client and the reference server read too.
 */
export const BUSINESS_SIGNING: Readonly<Record<BusinessType, BusinessSigning>> = Object.fromEntries(
  (Object.keys(SIGNING_ORIGINALS) as BusinessType[]).map((type) => [type, toBusinessSigning(type)]),
) as Record<BusinessType, BusinessSigning>;
