import type { UkeyBillList, UkeyCertificate, UkeyRequest, UkeyRequestDetail } from '@scf/api/contract';
import { fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { parseCertificate } from '../../platform/signing/certificate';
import { billRows, completeDownload, requestBillRows, requestRow, requestRows } from './ukey-requests.repo';
import { billView, requestRecord, unpaidTotal } from './ukey.view';
import type { RequestRecord } from './ukey.view';

/** One request of the actor's corporation; another corporation's is "not found", like a missing one. */
export async function findRequest(q: Queryable, corpId: string, requestId: string): Promise<RequestRecord> {
  const row = await requestRow(q, corpId, requestId);
  if (!row) throw fail.notFound('申请记录不存在');
  return requestRecord(row);
}

/** 申请记录 of the actor's corporation, newest first. */
export async function listRequests(q: Queryable, actor: Actor): Promise<UkeyRequest[]> {
  return (await requestRows(q, actor.corpId)).map((r) => requestRecord(r).view);
}

export async function requestDetail(q: Queryable, actor: Actor, requestId: string): Promise<UkeyRequestDetail> {
  const { view } = await findRequest(q, actor.corpId, requestId);
  return { request: view, bills: (await requestBillRows(q, actor.corpId, requestId)).map(billView) };
}

/** Ukey账单 of the actor's corporation, newest first, with the total still to pay. */
export async function listBills(q: Queryable, actor: Actor): Promise<UkeyBillList> {
  const rows = await billRows(q, actor.corpId);
  return { bills: rows.map(billView), unpaidTotal: unpaidTotal(rows) };
}

/** 证书下载: the certificate a request issued, for its holder or a director. */
export async function requestCertificate(q: Queryable, actor: Actor, requestId: string): Promise<UkeyCertificate> {
  const request = await findRequest(q, actor.corpId, requestId);
  if (request.userId !== actor.userId && actor.role !== 'ROLE_DIRECTOR') throw fail.forbidden();
  const der = request.certDerB64;
  const cert = der ? parseCertificate(der) : undefined;
  if (!der || !cert) throw fail.notFound('该申请没有可下载的证书');
  return {
    requestId,
    certDerB64: der,
    serialNumber: cert.serialNorm,
    issuerDN: cert.issuerDN,
    subjectDN: cert.subjectDN,
    notAfter: new Date(cert.notAfter).toISOString(),
  };
}

/** The renewed certificate is in the holder's key (current role): the request completes; a repeat changes nothing. */
export async function markDownloaded(env: ServiceEnv, actor: Actor, requestId: string): Promise<UkeyRequest> {
  return env.db.transaction(async (tx) => {
    const request = await findRequest(tx, actor.corpId, requestId);
    if (request.userId !== actor.userId || request.roleCode !== actor.role) throw fail.forbidden();
    if (!(await completeDownload(tx, requestId, env.now))) return request.view;
    return (await findRequest(tx, actor.corpId, requestId)).view;
  });
}
