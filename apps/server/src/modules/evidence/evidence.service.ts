import { createHash } from 'node:crypto';
import { zipSync, strToU8 } from 'fflate';
import { SIGNING_ORIGINALS, formatVerifyCode } from '@scf/api/contract';
import type { SignedStep } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { FileReply } from '../../platform/http/file-reply';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { parseCertificate } from '../../platform/signing/certificate';
import type { CertificateAuthorities } from '../../platform/signing/registered-certificate';
import { registerCode, signerOf } from '../verification';
import { evidenceReadme, verifyCommand } from './evidence-readme';
import type { PackedStep } from './evidence-readme';
import { creditPath, pathParties, signedEvidenceOf } from './evidence.repo';
import type { EvidenceRow, PathCredit } from './evidence.repo';

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const pem = (label: string, der: Uint8Array) =>
  `-----BEGIN ${label}-----\n${(
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? []
  ).join('\n')}\n-----END ${label}-----\n`;
const labelOf = (businessType: string) => (SIGNING_ORIGINALS as Record<string, { label: string } | undefined>)[businessType]?.label ?? businessType;

/**
 * The credit's path (root first) when the caller's corporation is a party to it — issued its root, held or holds a
 * credit of it, or acted on one; anyone else is told it does not exist (404), as for any credit not theirs.
 */
async function partyPath(q: Queryable, actor: Actor, creditNo: string): Promise<PathCredit[]> {
  const path = await creditPath(q, creditNo);
  if (
    path.length === 0 ||
    !(
      await pathParties(
        q,
        path.map((c) => c.creditNo),
      )
    ).has(actor.corpId)
  )
    throw fail.notFound();
  return path;
}

/** A signed step's 验证码: the original's exact bytes, what it moved, the parties of its credit and its signer. */
async function stepCode(q: Queryable, now: number, e: EvidenceRow, path: readonly PathCredit[]): Promise<string> {
  const credit = path.find((c) => e.creditNos.includes(c.creditNo)) ?? path[path.length - 1];
  return registerCode(
    q,
    {
      docType: `签章原文（${labelOf(e.businessType)}）`,
      docNo: e.businessIds.join(','),
      docHash: sha256(e.original),
      amountFen: e.amountFen,
      parties: credit
        ? [
            { role: '开立方', name: credit.issuerName },
            { role: '持有方', name: credit.holderName },
          ]
        : [],
      signer: signerOf(e.signerName, e.signerCorp, e.serialNo),
      signedAt: e.signedAt,
    },
    now,
  );
}

/** The signed steps of the caller's path of a credit, for 流转记录 to re-check each signature in the browser. */
export async function signedSteps(env: ServiceEnv, actor: Actor, creditNo: string): Promise<SignedStep[]> {
  const path = await partyPath(env.db, actor, creditNo);
  const steps: SignedStep[] = [];
  for (const e of await signedEvidenceOf(
    env.db,
    path.map((c) => c.creditNo),
  )) {
    steps.push({
      flowIds: e.flowIds,
      businessType: e.businessType,
      original: e.original,
      signatureB64: e.signatureB64,
      signAlg: e.signAlg,
      certDerB64: e.certDerB64,
      serialNo: e.serialNo,
      signedAt: new Date(e.signedAt).toISOString(),
      verifyCode: await stepCode(env.db, env.now, e, path),
    });
  }
  return steps;
}

/** The certificate that issued a signer's: a configured bank CA, or the platform's own CA (soft keys, renewals). */
async function issuerPem(cas: CertificateAuthorities, certDerB64: string): Promise<string> {
  const cert = parseCertificate(certDerB64);
  if (!cert) return '';
  const anchor = await cas.trustAnchors.issuerOf(cert.raw);
  if (anchor) return pem('CERTIFICATE', anchor);
  return (await cas.testCa.issued(cert.raw)) ? pem('CERTIFICATE', Buffer.from(cas.testCa.certDerB64, 'base64')) : '';
}

/**
 * 存证 (issue 26 item 9): a zip of the credit's path — for each signed step the exact original, the signature, the
 * signer's certificate and its issuer, the public key, the time and the step — with a README.txt of the OpenSSL 3
 * commands that verify each one. Only parties to the path may download it.
 */
export async function evidencePackage(env: ServiceEnv, cas: CertificateAuthorities, actor: Actor, creditNo: string): Promise<FileReply> {
  const path = await partyPath(env.db, actor, creditNo);
  const root = `evidence-${creditNo}`;
  const files: Record<string, Uint8Array> = {};
  const packed: PackedStep[] = [];
  const manifest: Array<{ dir: string; businessType: string; businessIds: string[]; signedAt: string; sha256: Record<string, string> }> = [];
  const rows = await signedEvidenceOf(
    env.db,
    path.map((c) => c.creditNo),
  );
  for (const [i, e] of rows.entries()) {
    const dir = `steps/${String(i + 1).padStart(2, '0')}-${e.businessType}`;
    const cert = e.certDerB64 ? parseCertificate(e.certDerB64) : undefined;
    const stepFiles: Record<string, Uint8Array> = {
      'original.txt': strToU8(e.original),
      'signature.bin': Buffer.from(e.signatureB64, 'base64'),
      ...(cert && e.certDerB64
        ? {
            'signer.pem': strToU8(pem('CERTIFICATE', Buffer.from(e.certDerB64, 'base64'))),
            'pubkey.pem': strToU8(pem('PUBLIC KEY', cert.spkiDer)),
            'chain.pem': strToU8(await issuerPem(cas, e.certDerB64)),
          }
        : {}),
    };
    const verifyCode = formatVerifyCode(await stepCode(env.db, env.now, e, path));
    const signedAt = new Date(e.signedAt).toISOString();
    const step: PackedStep = {
      dir,
      title: `${labelOf(e.businessType)}（${e.businessIds.join('，')}）`,
      signedAt,
      signer: `${e.signerName}（${e.signerCorp}）`,
      serialNo: e.serialNo,
      signAlg: e.signAlg,
      verifyCode,
    };
    stepFiles['info.txt'] = strToU8(
      [
        `步骤：${step.title}`,
        `涉及凭证：${e.creditNos.join('，')}`,
        `签章时间：${signedAt}`,
        `签名人：${step.signer}`,
        `证书颁发者：${e.issuerDn}`,
        `证书序列号：${e.serialNo}`,
        `签名算法：${e.signAlg}`,
        `验证码：${verifyCode}`,
        `验证命令：${verifyCommand(e.signAlg)}`,
        '',
      ].join('\r\n'),
    );
    for (const [name, bytes] of Object.entries(stepFiles)) files[`${root}/${dir}/${name}`] = bytes;
    packed.push(step);
    manifest.push({
      dir,
      businessType: e.businessType,
      businessIds: e.businessIds,
      signedAt,
      sha256: Object.fromEntries(Object.entries(stepFiles).map(([name, bytes]) => [name, sha256(bytes)])),
    });
  }
  const generatedAt = new Date(env.now).toISOString();
  files[`${root}/README.txt`] = strToU8(evidenceReadme({ creditNo, generatedAt, steps: packed, verifyUrl: '/cv3/verify' }));
  files[`${root}/manifest.json`] = strToU8(JSON.stringify({ creditNo, path: path.map((c) => c.creditNo), generatedAt, steps: manifest }, null, 2));
  return new FileReply(zipSync(files, { level: 6, mtime: new Date(env.now) }), 'application/zip', `存证-${creditNo}.zip`, 'attachment');
}
