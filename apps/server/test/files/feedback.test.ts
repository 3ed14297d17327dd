import { describe, expect, it } from 'vitest';
import { customerServiceEndpoints, feedbackEndpoints } from '@scf/api/contract';
import type { FileRecord } from '@scf/api/contract';
import { useTestServer } from '../helpers/test-server';
import { JPEG, PDF, PNG, upload } from './upload-helpers';

const server = useTestServer();

const feedbackRows = async () =>
  server.db.query<{ feedback_id: string; person_name: string; mobile_phone: string; opinion_content: string }>(
    'SELECT feedback_id, person_name, mobile_phone, opinion_content FROM opinion_feedback ORDER BY created_at, feedback_id',
  );
const count = async (table: string) => Number((await server.db.query<{ n: unknown }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

describe('意见反馈 (spec §5)', () => {
  it('stores the opinion with its screenshots in order, falling back to the user’s own name and mobile', async () => {
    const c = await server.login('s1_op');
    const a = (await upload(server, c, 'a.png', PNG)).body.data as FileRecord;
    const b = (await upload(server, c, 'b.jpg', JPEG)).body.data as FileRecord;
    const res = await c.callEndpoint(feedbackEndpoints.submit, {
      body: { personName: '', mobilePhone: '', opinionContent: '  页面加载有点慢  ', files: [b.pkFile, a.pkFile] },
    });
    expect(res.body.code).toBe('0');
    const { feedbackId } = res.body.data as { feedbackId: string };
    const [user] = await server.db.query<{ person_name: string; mobile: string }>("SELECT person_name, mobile FROM app_user WHERE user_id = 's1_op'");
    const row = (await feedbackRows()).find((r) => r.feedback_id === feedbackId);
    expect(row).toMatchObject({ person_name: user?.person_name, mobile_phone: user?.mobile, opinion_content: '页面加载有点慢' });
    const files = await server.db.query<{ file_id: string }>('SELECT file_id FROM opinion_feedback_file WHERE feedback_id = $1 ORDER BY sort', [feedbackId]);
    expect(files.map((f) => f.file_id)).toEqual([b.pkFile, a.pkFile]);
  });

  it('keeps a given name and mobile', async () => {
    const c = await server.login('s1_op');
    const res = await c.callEndpoint(feedbackEndpoints.submit, {
      body: { personName: '李四', mobilePhone: '13812345678', opinionContent: '建议增加导出', files: [] },
    });
    const row = (await feedbackRows()).find((r) => r.feedback_id === (res.body.data as { feedbackId: string }).feedbackId);
    expect(row).toMatchObject({ person_name: '李四', mobile_phone: '13812345678' });
  });

  it.each([
    ['an empty opinion', { opinionContent: '   ' }],
    ['501 characters', { opinionContent: '字'.repeat(501) }],
    ['a 21-character name', { personName: '名'.repeat(21) }],
    ['a bad mobile (16…)', { mobilePhone: '16612345678' }],
    ['a 10-digit mobile', { mobilePhone: '1381234567' }],
    ['six screenshots', { files: ['1', '2', '3', '4', '5', '6'] }],
    ['an unknown field', { extra: 'x' }],
  ])('refuses %s (400) and stores nothing', async (_label, change) => {
    const c = await server.login('s1_op');
    const before = await count('opinion_feedback');
    const res = await c.callEndpoint(feedbackEndpoints.submit, { body: { personName: '', mobilePhone: '', opinionContent: '好', files: [], ...change } });
    expect(res.status).toBe(400);
    expect(await count('opinion_feedback')).toBe(before);
  });

  it('takes only the user’s own image uploads, each once', async () => {
    const owner = await server.login('s1_op');
    const other = await server.login('s1_dir');
    const png = (await upload(server, owner, 'a.png', PNG)).body.data as FileRecord;
    const pdf = (await upload(server, owner, 'a.pdf', PDF)).body.data as FileRecord;
    const before = await count('opinion_feedback');
    const send = (c: typeof owner, files: string[]) =>
      c.callEndpoint(feedbackEndpoints.submit, { body: { personName: '', mobilePhone: '', opinionContent: '好', files } });
    expect((await send(other, [png.pkFile])).body.message).toBe('截图无效，请重新上传');
    expect((await send(owner, ['0'.repeat(32)])).body.message).toBe('截图无效，请重新上传');
    expect((await send(owner, [png.pkFile, png.pkFile])).body.message).toBe('截图无效，请重新上传');
    expect((await send(owner, [pdf.pkFile])).body.message).toBe('截图仅支持png、jpeg、jpg格式');
    expect(await count('opinion_feedback')).toBe(before);
    expect((await send(owner, [png.pkFile])).body.code).toBe('0');
    expect((await send(owner, [png.pkFile])).body.message).toBe('截图无效，请重新上传');
    expect(await count('opinion_feedback')).toBe(before + 1);
  });

  it('stores one feedback for a retried submission with the same idempotency key', async () => {
    const c = await server.login('s1_op');
    const before = await count('opinion_feedback');
    const body = { personName: '', mobilePhone: '', opinionContent: '重试', files: [] };
    const first = await c.callEndpoint(feedbackEndpoints.submit, { body }, { idempotencyKey: 'fb-retry-key-000000000000000001' });
    const again = await c.callEndpoint(feedbackEndpoints.submit, { body }, { idempotencyKey: 'fb-retry-key-000000000000000001' });
    expect(again.body).toEqual(first.body);
    expect(await count('opinion_feedback')).toBe(before + 1);
  });
});

describe('在线客服 留言', () => {
  it('stores a message for a call back', async () => {
    const c = await server.login('c1_op');
    const res = await c.callEndpoint(customerServiceEndpoints.leaveMessage, {
      body: { contactName: '张三', mobilePhone: '13912345678', content: '请回电咨询开立流程' },
    });
    expect(res.body.code).toBe('0');
    const rows = await server.db.query('SELECT user_id, corp_id, contact_name, mobile_phone, content FROM service_message WHERE message_id = $1', [
      (res.body.data as { messageId: string }).messageId,
    ]);
    expect(rows).toEqual([{ user_id: 'c1_op', corp_id: 'C1', contact_name: '张三', mobile_phone: '13912345678', content: '请回电咨询开立流程' }]);
  });

  it.each([
    ['no content', { content: '' }],
    ['no name', { contactName: ' ' }],
    ['a bad mobile', { mobilePhone: '12345678901' }],
    ['501 characters', { content: '字'.repeat(501) }],
  ])('refuses %s and stores nothing', async (_label, change) => {
    const c = await server.login('c1_op');
    const before = await count('service_message');
    const res = await c.callEndpoint(customerServiceEndpoints.leaveMessage, {
      body: { contactName: '张三', mobilePhone: '13912345678', content: '请回电', ...change },
    });
    expect(res.status).toBe(400);
    expect(await count('service_message')).toBe(before);
  });
});
