/**
 * Issue 26 Low: uploads are read into memory, so few are read at once — two per user, eight in all — and a user stores
 * at most the day's quota (files and MB, `FILE_UPLOAD` config). Past a bound the upload is refused before a byte is
 * read, and nothing is stored.
 */
import { describe, expect, it, vi } from 'vitest';
import { fileEndpoints } from '@scf/api/contract';
import { ApiError } from '../../src/platform/api-error';
import { storeUpload } from '../../src/modules/files/files.service';
import { QUOTA_MESSAGES, uploadSlot, uploadsReading } from '../../src/modules/files/files.quota';
import type { ServiceEnv } from '../../src/platform/service-env';
import { actorOf } from '../cash/cash-helpers';
import { BUSINESS_DATE } from '../helpers/business-date';
import { PDF, storedFileCount, upload } from '../files/upload-helpers';
import { useTestServer } from '../helpers/test-server';

const server = useTestServer();
const env = (): ServiceEnv => ({ db: server.db, now: server.clock.now(), businessDate: BUSINESS_DATE, signingEnabled: false });
const pdfOf = (kb: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.alloc(kb * 1024, 'a'), Buffer.from('\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')]);
const setDaily = (value: { filesPerDay?: number; mbPerDay?: number }) =>
  server.db.query(
    "INSERT INTO sys_config (config_key, value_json) VALUES ('FILE_UPLOAD', $1::jsonb) ON CONFLICT (config_key) DO UPDATE SET value_json = $1::jsonb",
    [JSON.stringify(value)],
  );
const usedToday = async (userId: string) =>
  Number(
    (
      await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM stored_file WHERE user_id = $1 AND created_at > $2', [
        userId,
        server.clock.now() - 86_400_000,
      ])
    )[0]?.n,
  );

/** A read the test finishes when it wants: the upload holds its slot until then. */
function heldRead() {
  let finish: (bytes: Uint8Array) => void = () => undefined;
  const bytes = new Promise<Uint8Array>((resolve) => (finish = resolve));
  return { read: () => bytes, finish };
}

describe('issue 26 Low: uploads are bounded at once and per day', () => {
  it('reads two uploads of a user at once; a third waits unread for a slot, or is refused when none comes; eight in all', async () => {
    const [s3, s1, s2, c1, f1] = await Promise.all(['s3_op', 's1_op', 's2_op', 'c1_op', 'f1_cm'].map((u) => actorOf(server.db, u)));
    const held = [heldRead(), heldRead()];
    const pending = held.map((h) => storeUpload(env(), s3!, { fileName: '合同.pdf' }, h.read));
    await vi.waitFor(() => expect(uploadsReading(s3!.userId)).toBe(2));
    let thirdRead = false;
    const third = storeUpload(env(), s3!, { fileName: '合同.pdf' }, () => ((thirdRead = true), Promise.resolve(PDF)));
    // No slot of S3's frees within the wait: refused, nothing read.
    await expect(uploadSlot(s3!, 0)).rejects.toBeInstanceOf(ApiError);
    await expect(uploadSlot(s3!, 0)).rejects.toMatchObject({ status: 429, message: QUOTA_MESSAGES.busy });
    // Another user is not held up by S3's uploads.
    await expect(storeUpload(env(), s1!, { fileName: '合同.pdf' }, () => Promise.resolve(PDF))).resolves.toMatchObject({ pkFile: expect.any(String) });
    expect(thirdRead).toBe(false);
    // S3's first upload finishes: the third takes its slot and is read.
    held[0]!.finish(PDF);
    await pending[0];
    await expect(third).resolves.toMatchObject({ pkFile: expect.any(String) });
    expect(thirdRead).toBe(true);
    // Seven more held by four users fill the server's eight with S3's second; a fifth user finds none.
    const others = [s1!, s1!, s2!, s2!, c1!, c1!, f1!].map((a) => ({ a, h: heldRead() }));
    const more = others.map(({ a, h }) => storeUpload(env(), a, { fileName: '合同.pdf' }, h.read));
    await vi.waitFor(() => expect(uploadsReading()).toBe(8));
    const s4 = await actorOf(server.db, 'c2_op');
    await expect(uploadSlot(s4, 0)).rejects.toMatchObject({ status: 429, message: QUOTA_MESSAGES.busy });
    for (const { h } of others) h.finish(PDF);
    held[1]!.finish(PDF);
    await Promise.all([...more, pending[1]]);
    (await uploadSlot(s4, 0))();
  });

  it('stores a user’s files up to the day’s count, then refuses with nothing stored', async () => {
    const c = await server.login('s3_op');
    await setDaily({ filesPerDay: (await usedToday('s3_op')) + 2 });
    expect((await upload(server, c, '合同.pdf', PDF)).body.code).toBe('0');
    expect((await upload(server, c, '发票.pdf', PDF)).body.code).toBe('0');
    const before = await storedFileCount(server);
    const refused = await upload(server, c, '附件.pdf', PDF);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(QUOTA_MESSAGES.daily);
    expect(await storedFileCount(server)).toBe(before);
    // Another user's day is its own.
    expect((await upload(server, await server.login('s1_op'), '合同.pdf', PDF)).body.code).toBe('0');
  });

  it('refuses the upload that would pass the day’s MB, and a post policy once the count is spent', async () => {
    const c = await server.login('s2_op');
    const [used] = await server.db.query<{ bytes: unknown }>(
      'SELECT COALESCE(sum(size_bytes), 0) AS bytes FROM stored_file WHERE user_id = $1 AND created_at > $2',
      ['s2_op', server.clock.now() - 86_400_000],
    );
    const usedMb = Math.ceil(Number(used?.bytes) / 1024 / 1024);
    await setDaily({ mbPerDay: usedMb + 1 });
    const room = (usedMb + 1) * 1024 - Math.ceil(Number(used?.bytes) / 1024);
    expect((await upload(server, c, '合同.pdf', pdfOf(Math.floor(room / 2)))).body.code).toBe('0');
    const before = await storedFileCount(server);
    const over = await upload(server, c, '发票.pdf', pdfOf(Math.floor(room / 2) + 8));
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(QUOTA_MESSAGES.daily);
    expect(await storedFileCount(server)).toBe(before);
    await setDaily({ filesPerDay: await usedToday('s2_op') });
    const policy = await c.callEndpoint(fileEndpoints.postPolicy, { body: { localFileName: '合同.pdf' } });
    expect(policy.status).toBe(429);
    expect(policy.body.message).toBe(QUOTA_MESSAGES.daily);
  });
});
