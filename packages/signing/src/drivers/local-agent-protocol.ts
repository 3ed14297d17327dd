import { z } from 'zod';

/**
 * The JSON protocol between the local-agent driver and a loopback Ukey middleware (apps/ukey-agent and any
 * bank middleware that speaks it). Every response carries `errorcode` (0 = OK), as CFCA-style kits do.
 */
export const AGENT_PATHS = {
  version: '/v1/version',
  certificates: '/v1/certificates',
  sign: '/v1/sign',
  importCertificate: '/v1/certificates/import',
} as const;

/** Default loopback port of the agent (UKEY_AGENT_PORT). */
export const DEFAULT_AGENT_PORT = 18080;

const certSchema = z.object({
  handle: z.string(),
  serialNumber: z.string(),
  issuerDN: z.string(),
  subjectDN: z.string(),
  subjectCN: z.string().optional(),
  certType: z.enum(['SM2', 'RSA']),
  notBefore: z.string().optional(),
  notAfter: z.string().optional(),
  certDerB64: z.string().optional(),
  keyCode: z.string().optional(),
  provider: z.string().optional(),
});

export const agentFailureSchema = z.object({
  errorcode: z
    .number()
    .int()
    .refine((n) => n !== 0),
  errormsg: z.string().default(''),
});
export const agentVersionSchema = z.object({ errorcode: z.literal(0), version: z.string() });
export const agentCertificatesSchema = z.object({ errorcode: z.literal(0), certificates: z.array(certSchema) });
export const agentSignRequestSchema = z.strictObject({
  handle: z.string().min(1),
  original: z.string().min(1),
  alg: z.enum(['SM3withSM2', 'SHA1withRSA', 'SHA256withRSA']),
  sm2UserId: z.string().optional(),
});
export const agentSignResponseSchema = z.object({
  errorcode: z.literal(0),
  signatureB64: z.string().min(1),
  format: z.enum(['pkcs1', 'sm2-der']),
  alg: z.enum(['SM3withSM2', 'SHA1withRSA', 'SHA256withRSA']),
  serialNumber: z.string(),
  issuerDN: z.string(),
});
export type AgentSignRequest = z.infer<typeof agentSignRequestSchema>;
/** Write a certificate for the key's own public key into the token (证书下载). */
export const agentImportRequestSchema = z.strictObject({
  handle: z.string().min(1),
  certDerB64: z.string().min(1).max(8192),
});
export type AgentImportRequest = z.infer<typeof agentImportRequestSchema>;
export const agentOkSchema = z.object({ errorcode: z.literal(0) });
