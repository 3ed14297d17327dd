import { z } from 'zod';
import { get, post } from '../endpoint';
import { creditNoSchema } from '../schemas/credit';
import { signedStepListSchema, verificationSchema, verifyCodeResultSchema, verifyCodeSchema } from '../schemas/verification';

/**
 * 验证码 and 存证 (issue 26 items 9–11) [D]: the public check of a code, a slip's code, a credit's signed steps for
 * the browser to re-check, and the evidence package (a zip the browser downloads as a link).
 */
export const verificationEndpoints = {
  /** Public (no login): what the code certifies, or VERIFY_CODE_INVALID 验证码无效. */
  verify: get('/v1/verification/{code}', { params: { code: verifyCodeSchema }, response: verificationSchema }),
  /** The 验证码 of a credit's slip (凭证签章页) as it reads now. */
  creditSlipCode: post('/v1/verification/credit-slip/{creditNo}', { params: { creditNo: creditNoSchema }, response: verifyCodeResultSchema }),
  /** The signed steps of the caller's path of a credit, with originals, signatures and certificates. */
  signedSteps: post('/v1/evidence/credits/{creditNo}/steps', { params: { creditNo: creditNoSchema }, response: signedStepListSchema }),
  /** 存证 of a credit: a zip (a link GET; parties to the path only). */
  evidence: get('/v1/evidence/credits/{creditNo}/package', { params: { creditNo: creditNoSchema }, response: z.unknown() }),
} as const;
