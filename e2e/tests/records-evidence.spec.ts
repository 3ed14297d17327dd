import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/console-clean';
import { as, holdNewCredit } from '../support/credits';

// Runs after messages.spec (its new credit to S2 would change s2_op's unread count) and before signing and
// ukey-lifecycle (they replace c1_dir's key) and zz-cash (it moves the business date).
// Issue 26 items 9–11, as a party to a credit does it by clicking: S2 holds a credit C1 issued (c1_dir signs with the
// RSA Ukey …0101, s2_dir with the SM2 Ukey …1201); 流转记录 re-checks each signature in the browser, 下载存证 gives
// the zip, and OpenSSL 3 on this machine verifies every signature in it — and fails once one byte of an original
// changes; the public /cv3/verify answers a step's 验证码 and refuses a made-up one.
test.describe.configure({ mode: 'serial' });

const AMOUNT = '6666.66';

/** Run a step's own verification command (from its info.txt) in its folder; true when OpenSSL says it verified. */
function opensslVerifies(dir: string): boolean {
  const info = readFileSync(path.join(dir, 'info.txt'), 'utf8');
  const [cmd, ...args] = /验证命令：(.+)/.exec(info)![1]!.trim().split(' ');
  try {
    return /Verified OK|Signature Verified Successfully/.test(execFileSync(cmd!, args, { cwd: dir, stdio: 'pipe' }).toString());
  } catch {
    return false;
  }
}

test('a party downloads a credit’s 存证 and OpenSSL verifies every signature; one changed byte fails; /cv3/verify answers its code', async ({ page }) => {
  test.setTimeout(240_000);
  await holdNewCredit(page, { receiver: 's2', amount: AMOUNT, due: [2025, 7, 18], contract: /HT-2025-002/ });
  const work = mkdtempSync(path.join(tmpdir(), 'scf-evidence-e2e-'));
  let code = '';
  try {
    await as(page, 's2_op', async () => {
      await page.goto('/cv3/transfer-record');
      const list = page.getByRole('table', { name: '凭证列表' });
      await list.getByRole('row').filter({ hasText: '6,666.66' }).first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { name: '流转明细' })).toBeVisible();
      // Each hop's signature checked here, in the browser, against the signer's certificate.
      // Two signatures (c1_dir's issue, s2_dir's sign-for), each shown on the application's step and on the credit's.
      await expect(page.getByText('正在验证签名…')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByText('签名有效')).toHaveCount(4);
      await expect(page.getByText('签名无效')).toHaveCount(0);
      expect(new Set(await page.getByText(/^验证码 /).allTextContents()).size).toBe(2);
      code = /验证码 (\S{19})/.exec(
        (await page
          .getByText(/验证码 \S{4}-/)
          .first()
          .textContent()) ?? '',
      )![1]!;

      const saved = page.waitForEvent('download');
      await page.getByRole('link', { name: '下载存证' }).click();
      const download = await saved;
      expect(download.suggestedFilename()).toMatch(/^存证-XG\d{16}\.zip$/);
      const zip = path.join(work, 'evidence.zip');
      await download.saveAs(zip);
      execFileSync('unzip', ['-q', zip, '-d', work]);
    });

    const root = readdirSync(work).find((d) => d.startsWith('evidence-'))!;
    expect(readFileSync(path.join(work, root, 'README.txt'), 'utf8')).toContain(
      'openssl pkeyutl -verify -pubin -inkey pubkey.pem -rawin -digest sm3 -pkeyopt distid:1234567812345678',
    );
    const steps = readdirSync(path.join(work, root, 'steps')).map((d) => path.join(work, root, 'steps', d));
    expect(steps).toHaveLength(2);
    const algorithms = steps.map((d) => /签名算法：(\S+)/.exec(readFileSync(path.join(d, 'info.txt'), 'utf8'))![1]).sort();
    expect(algorithms).toEqual(['SHA1withRSA', 'SM3withSM2']);
    for (const dir of steps) {
      expect(opensslVerifies(dir), dir).toBe(true);
      const original = readFileSync(path.join(dir, 'original.txt'));
      original[0] = (original[0] ?? 0) ^ 0x01;
      writeFileSync(path.join(dir, 'original.txt'), original);
      expect(opensslVerifies(dir), `${dir} after one changed byte`).toBe(false);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  // The public check needs no login.
  await page.goto(`/cv3/verify?code=${code}`);
  const result = page.getByRole('region', { name: '查验结果' });
  await expect(result.getByRole('status')).toContainText('验证码有效');
  await expect(result).toContainText('签章原文（凭证签章）');
  await expect(result).toContainText('6,666.66元');
  await expect(result).toContainText('苏州******有限公司');
  await page.getByRole('textbox', { name: '验证码' }).fill('ABCD-EFGH-JKMN-PQRS');
  await page.getByRole('button', { name: '查验' }).click();
  await expect(page.getByRole('alert')).toHaveText('验证码无效');
});
