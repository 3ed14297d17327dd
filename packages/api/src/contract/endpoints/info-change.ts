import { z } from 'zod';
import { post } from '../endpoint';
import { changeNoSchema, infoChangeRequestSchema, infoChangeSchema, registeredInfoSchema } from '../schemas/info-change';
import { signaturePayloadSchema } from '../schemas/signature';

/**
 * 企业信息变更 (`/my/enterprise-info/info-update`, domain-lines.md §16.2): the registered information, the change
 * drafted from the form, its submission signed with the key (`CONTRACT_SIGN` over 《企业信息变更申请书》) and 变更记录.
 */
export const infoChangeEndpoints = {
  current: post('/v1/corp/info-change/current', { response: registeredInfoSchema }),
  list: post('/v1/corp/info-changes/list', { response: z.array(infoChangeSchema) }),
  /**
   * A draft of the change (the corporation's previous draft is replaced, so a retry is harmless); submitted only once
   * signed. Not a business mutation of the real-name gate: 实名认证进行中 has its own refusal (§16.2).
   */
  draft: post('/v1/corp/info-changes', { body: infoChangeRequestSchema, response: infoChangeSchema }),
  /** Submit signed: the reference server reviews at once against the simulated registry. */
  submit: post('/v1/corp/info-changes/{changeNo}/submit', {
    params: { changeNo: changeNoSchema },
    body: signaturePayloadSchema.strict(),
    response: infoChangeSchema,
  }),
} as const;
