import { describe, expect, it } from 'vitest';
import { fileEndpoints } from '@scf/api/contract';
import type { FileRecord } from '@scf/api/contract';
import { linkFiles, unlinkFiles } from '../../src/modules/files';
import { useTestServer } from '../helpers/test-server';
import type { TestClient } from '../helpers/test-client';
import { PDF, PNG, follow, upload } from './upload-helpers';

/** Who may read a file: its owner corporation, or a corporation a business linked it to; everyone else gets 404. */
const server = useTestServer();

/** Every read of one file, as the browser or the client makes it: status of each. */
async function reads(c: TestClient, id: string): Promise<number[]> {
  return [
    (await follow(server, c, `/v1/files/download/${id}`)).statusCode,
    (await follow(server, c, `/v1/files/x.pdf/download/${id}`)).statusCode,
    (await follow(server, c, `/v1/files/${id}/snapshot/ORIGINAL/show`)).statusCode,
    (await follow(server, c, `/v1/files/${id}/snapshot/SMALL/show`)).statusCode,
    (await c.callEndpoint(fileEndpoints.preview, { params: { id }, body: { pkFile: id, thumbnailType: 'SMALL' } })).status,
    (await c.callEndpoint(fileEndpoints.presignedDownload, { body: { pkFile: id } })).status,
  ];
}

describe('file links (a business grants another corporation read access)', () => {
  it('lets a linked corporation read the file on every read, the same 404 as an unknown id before and after', async () => {
    const owner = await server.login('s2_op');
    const bank = await server.login('f1_cm');
    const other = await server.login('c1_op');
    const { pkFile } = (await upload(server, owner, '合同.pdf', PDF)).body.data as FileRecord;
    const unknown = await reads(bank, 'f'.repeat(32));
    expect(unknown).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await reads(bank, pkFile)).toEqual(unknown);

    const [{ corp_id: bankCorp } = { corp_id: '' }] = await server.db.query<{ corp_id: string }>("SELECT corp_id FROM app_user WHERE user_id = 'f1_cm'");
    await server.db.transaction((tx) =>
      linkFiles(tx, { fileIds: [pkFile], corpIds: [bankCorp], bizType: 'FINANCE_APPLY', bizNo: 'FA-1', ownerCorpId: 'S2', now: server.clock.now() }),
    );
    expect(await reads(bank, pkFile)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await reads(other, pkFile)).toEqual(unknown);
    const body = await follow(server, bank, `/v1/files/download/${pkFile}`);
    expect(body.rawPayload.equals(PDF)).toBe(true);

    await server.db.transaction((tx) => unlinkFiles(tx, { bizType: 'FINANCE_APPLY', bizNo: 'FA-1' }));
    expect(await reads(bank, pkFile)).toEqual(unknown);
    expect(await reads(owner, pkFile)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('links nothing when a file is not the named owner’s (400), and linking twice is harmless', async () => {
    const owner = await server.login('s2_op');
    const mine = (await upload(server, owner, 'a.png', PNG)).body.data as FileRecord;
    const theirs = (await upload(server, await server.login('c1_op'), 'b.png', PNG)).body.data as FileRecord;
    const link = (ids: string[]) =>
      server.db.transaction((tx) =>
        linkFiles(tx, { fileIds: ids, corpIds: ['C1'], bizType: 'FINANCE_APPLY', bizNo: 'FA-2', ownerCorpId: 'S2', now: server.clock.now() }),
      );
    await expect(link([mine.pkFile, theirs.pkFile])).rejects.toMatchObject({ status: 400, message: '文件无效，请重新上传' });
    expect(await server.db.query("SELECT file_id FROM file_link WHERE biz_no = 'FA-2'")).toEqual([]);
    await link([mine.pkFile]);
    await link([mine.pkFile]);
    expect(await server.db.query("SELECT file_id, corp_id FROM file_link WHERE biz_no = 'FA-2'")).toEqual([{ file_id: mine.pkFile, corp_id: 'C1' }]);
  });
});
