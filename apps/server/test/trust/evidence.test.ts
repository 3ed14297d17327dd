import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { creditEndpoints, verificationEndpoints } from '@scf/api/contract';
import type { ApplicationDetail } from '@scf/api/contract';
import { useTestServer } from '../helpers/test-server';
import { approveWithKey, issue, ok } from '../credits/ledger-helpers';

// Issue 26 items 9 and 10: every signature the platform accepted can be checked by anyone — the 存证 package of a
// credit's path (parties only) carries the exact originals, signatures and certificates, and OpenSSL verifies them;
// every signed step and slip has a 验证码 the public page answers.
const server = useTestServer();
let creditNo = '';

/** c1_op issues to S2, c1_dir approves with …0101 (RSA), s2_op signs for, s2_dir approves with …1201 (SM2). */
async function signedCredit(): Promise<string> {
  if (creditNo) return creditNo;
  const op = await server.login('c1_op');
  const submitted = ok<ApplicationDetail>(await issue(op, { receiver: 'S2', amount: '8888.88', contract: 'CT-HT-2025-002' }));
  const approved = ok<ApplicationDetail>(await approveWithKey(await server.login('c1_dir'), 'c1_dir', submitted.appNo));
  creditNo = approved.lines[0]?.creditNo ?? '';
  const s2 = await server.login('s2_op');
  const sign = ok<ApplicationDetail>(await s2.callEndpoint(creditEndpoints.signFor, { params: { creditNo }, body: { decision: 'ACCEPT', comment: '' } }));
  ok(await approveWithKey(await server.login('s2_dir'), 's2_dir', sign.appNo));
  return creditNo;
}

async function download(user: string, no: string) {
  const c = await server.login(user);
  return c.call('GET', `/v1/evidence/credits/${no}/package`);
}

describe('存证 of a credit (issue 26 item 9)', () => {
  it('packs each signed step of the path, and OpenSSL 3 verifies every RSA and SM2 signature; one changed byte fails', async () => {
    const no = await signedCredit();
    const res = await download('s2_op', no);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(`存证-${no}.zip`)}`);
    const files = unzipSync(new Uint8Array(res.res.rawPayload));
    const names = Object.keys(files);
    const readme = strFromU8(files[`evidence-${no}/README.txt`]!);
    expect(readme).toContain('-pkeyopt distid:1234567812345678');
    const stepDirs = [...new Set(names.filter((n) => n.includes('/steps/')).map((n) => n.split('/').slice(0, 3).join('/')))];
    expect(stepDirs).toHaveLength(2);
    const dir = mkdtempSync(path.join(tmpdir(), 'scf-evidence-'));
    try {
      const algs: string[] = [];
      for (const step of stepDirs) {
        const info = strFromU8(files[`${step}/info.txt`]!);
        const command = /验证命令：(.+)/.exec(info)![1]!.trim().split(' ');
        algs.push(/签名算法：(\S+)/.exec(info)![1]!);
        const stepDir = path.join(dir, path.basename(step));
        execFileSync('mkdir', ['-p', stepDir]);
        for (const name of ['original.txt', 'signature.bin', 'pubkey.pem', 'signer.pem', 'chain.pem'])
          writeFileSync(path.join(stepDir, name), files[`${step}/${name}`]!);
        expect(execFileSync(command[0]!, command.slice(1), { cwd: stepDir }).toString()).toMatch(/Verified OK|Signature Verified Successfully/);
        // The certificate was issued by chain.pem's CA (its name; the key check is the server's, security.md §2.5).
        const issuer = execFileSync('openssl', ['x509', '-in', 'signer.pem', '-noout', '-issuer', '-nameopt', 'RFC2253'], { cwd: stepDir }).toString();
        const caSubject = execFileSync('openssl', ['x509', '-in', 'chain.pem', '-noout', '-subject', '-nameopt', 'RFC2253'], { cwd: stepDir }).toString();
        expect(issuer.replace('issuer=', '')).toBe(caSubject.replace('subject=', ''));
        const original = Buffer.from(files[`${step}/original.txt`]!);
        original[original.length - 1] = (original[original.length - 1] ?? 0) ^ 1;
        writeFileSync(path.join(stepDir, 'original.txt'), original);
        expect(() => execFileSync(command[0]!, command.slice(1), { cwd: stepDir, stdio: 'pipe' })).toThrow();
      }
      expect(algs.sort()).toEqual(['SHA1withRSA', 'SM3withSM2']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is for parties of the path only: another corporation is told the credit does not exist', async () => {
    const no = await signedCredit();
    expect((await download('c1_op', no)).status).toBe(200);
    const other = await download('s3_op', no);
    expect(other.status).toBe(404);
    const c = await server.login('s3_op');
    expect((await c.callEndpoint(verificationEndpoints.signedSteps, { params: { creditNo: no } })).status).toBe(404);
  });
});

describe('验证码 (issue 26 item 10)', () => {
  it('answers a signed step’s code on the public check, masked, with the original’s SHA-256; refuses a made-up code', async () => {
    const no = await signedCredit();
    const c = await server.login('s2_op');
    const steps = verificationEndpoints.signedSteps.response.parse(ok(await c.callEndpoint(verificationEndpoints.signedSteps, { params: { creditNo: no } })));
    expect(steps.map((s) => s.signAlg)).toEqual(['SHA1withRSA', 'SM3withSM2']);
    const anonymous = server.client();
    const first = ok<{ docType: string; docHash: string; signer: string; parties: Array<{ name: string }>; amount: string }>(
      await anonymous.call('GET', `/v1/verification/${steps[0]!.verifyCode}`),
    );
    expect(first.docType).toBe('签章原文（凭证签章）');
    expect(first.amount).toBe('8888.88');
    expect(first.docHash).toBe(createHash('sha256').update(steps[0]!.original).digest('hex'));
    expect(first.signer).toMatch(/^\S\*+（徐州\*+有限公司，证书序列号 /);
    expect(first.parties.map((p) => p.name)).toEqual(['徐州******有限公司', '苏州******有限公司']);
    const madeUp = await anonymous.call('GET', '/v1/verification/ABCD-EFGH-JKMN-PQRS');
    expect([madeUp.status, madeUp.body.code, madeUp.body.message]).toEqual([200, 'VERIFY_CODE_INVALID', '验证码无效']);
  });

  it('gives a slip one code for what it says now', async () => {
    const no = await signedCredit();
    const c = await server.login('s2_op');
    const a = ok<{ code: string }>(await c.callEndpoint(verificationEndpoints.creditSlipCode, { params: { creditNo: no } }));
    const b = ok<{ code: string }>(await c.callEndpoint(verificationEndpoints.creditSlipCode, { params: { creditNo: no } }));
    expect(a.code).toBe(b.code);
    const checked = ok<{ docType: string; docNo: string }>(await server.client().call('GET', `/v1/verification/${a.code}`));
    expect(checked).toMatchObject({ docType: '电子债权凭证开立单', docNo: no });
  });
});
