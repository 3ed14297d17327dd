import { z } from 'zod';
import { get, post } from '../endpoint';
import { agreementNoSchema, agreementRecordSchema } from '../schemas/agreement-record';

const agreementNo = agreementNoSchema;

/** 协议管理 (domain-lines.md §16.9): the corporation's signed agreements, each one's PDF (re-hashed) and its 证据包. */
export const agreementRecordEndpoints = {
  list: post('/v1/agreements/list', { response: z.array(agreementRecordSchema) }),
  /** The PDF of the exact text signed (a link GET): inline for the previewer, else as an attachment. */
  file: get('/v1/agreements/{agreementNo}/file', {
    params: { agreementNo },
    query: z.strictObject({ inline: z.enum(['1']).optional() }),
    response: z.unknown(),
  }),
  /** 证据包: a zip of the PDF, the signature (if any) and the evidence JSON (a link GET). */
  evidence: get('/v1/agreements/{agreementNo}/evidence', { params: { agreementNo }, response: z.unknown() }),
} as const;
