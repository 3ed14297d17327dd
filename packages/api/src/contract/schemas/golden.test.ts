import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { corpInfoFixture } from '../../test-support/fixtures';
import { agreementCreateRequestSchema, agreementExistsSchema } from './agreement';
import { blacklistParamsSchema, blacklistRequestSchema } from './blacklist';
import { datumVerdictSchema, mandatoryAuthSchema, signingSwitchSchema } from './checks';
import { FEEDBACK_LIMITS, feedbackRequestSchema } from './feedback';
import {
  fileRecordSchema,
  presignedUrlRequestSchema,
  previewRequestSchema,
  previewResponseSchema,
  uploadPolicyRequestSchema,
  uploadPolicySchema,
} from './file';
import { noticePageQuerySchema } from '../endpoints/notices';
import { pageOf } from '../paging';
import { noticeReadRequestSchema, noticeReleaseListRequestSchema, noticeSchema } from './notice';
import { WIDE_THRESHOLD_PX, screenSizeFor, sessionStateSchema } from './session-state';
import { certificateRegistrationSchema, signaturePayloadSchema } from './signature';

const notice = {
  noticeId: 'N1',
  noticeTitle: '系统公告',
  noticeContent: '<p>维护通知</p>',
  btnName: '我知道了',
  btnEffect: '1',
  link: 'https%3A%2F%2Fexample.com',
  ejectFrequency: '1',
};
const signature = { algorithmType: 'SM2', issuerDn: 'CN=CFCA', raType: 'CFCA', signature: 'MEUCIQ', certSerialNo: '0A1B', original: '原文' };
const session = {
  corpInfo: corpInfoFixture,
  permissions: ['/credit/core/index/operator'],
  menuPerms: ['credit:issue'],
  platformConfig: null,
  dicts: { BANK: [{ dictLabel: '建设银行', dictValue: 'CCB' }] },
  globalConfig: {},
  availableProducts: ['CREDIT'],
  voucherFinanceMode: 'NONE',
  issuers: [{ corpId: 'C1', corpName: '核心' }],
  holidays: ['2026-10-01'],
  screenSize: 'WIDE',
  certificationListUrl: '',
};

// Each row: a schema, a fixture it must accept, and broken variants it must refuse.
const GOLDEN: Array<[string, z.ZodMiniType, unknown, unknown[]]> = [
  [
    'notice',
    noticeSchema,
    notice,
    [
      { ...notice, noticeId: '' },
      { ...notice, link: undefined },
      { ...notice, btnEffect: 1 },
      { ...notice, ejectFrequency: '2' },
    ],
  ],
  [
    'notice page request',
    noticePageQuerySchema,
    { page: 1, size: 10, filters: { noticeTitle: '维护' } },
    [
      { page: 0, size: 10 },
      { page: 1, size: 101 },
      { page: 1, size: 10, extra: 1 },
      { page: 1, size: 10, sort: { field: 'noticeTitle', order: 'asc' } },
      { page: 1, size: 10, filters: { noticeTitle: 'a\u0000' } },
    ],
  ],
  ['notice page', pageOf(noticeSchema), { rows: [notice], total: 1 }, [{ rows: [notice] }, { rows: [{}], total: 1 }]],
  ['release list request', noticeReleaseListRequestSchema, {}, [{ noticeTitle: '公告' }, { pageNo: 1 }]],
  ['notice read request', noticeReadRequestSchema, { noticeId: 'N1' }, [{}, { noticeId: '' }, { noticeId: 'N1', userId: 'U1' }]],
  ['agreement exists', agreementExistsSchema, false, ['false', 0, null]],
  ['agreement create request', agreementCreateRequestSchema, {}, [{ agree: true }]],
  [
    'feedback',
    feedbackRequestSchema,
    { personName: '张三', files: ['F1'], mobilePhone: '13800000000', opinionContent: '建议' },
    [
      { personName: '张'.repeat(21), files: [], mobilePhone: '', opinionContent: 'x' },
      { personName: '', files: [], mobilePhone: '', opinionContent: '' },
      { personName: '', files: [], mobilePhone: '', opinionContent: 'x'.repeat(501) },
      { personName: '', files: ['1', '2', '3', '4', '5', '6'], mobilePhone: '', opinionContent: 'x' },
    ],
  ],
  [
    'file record',
    fileRecordSchema,
    { pkFile: 'F1', url: '/v1/files/download/F1', mimeType: 'image/png' },
    [
      { pkFile: '', url: '', mimeType: '' },
      { url: 'x', mimeType: 'y' },
    ],
  ],
  [
    'preview request',
    previewRequestSchema,
    { pkFile: 'F1', thumbnailType: 'ORIGINAL', isAttachment: false },
    [
      { pkFile: 'F1', thumbnailType: 'HUGE' },
      { pkFile: 'F1', thumbnailType: 'small' },
    ],
  ],
  ['preview response', previewResponseSchema, { useOss: true, url: 'https://oss/x', mimeType: 'application/pdf' }, [{ useOss: 'true', url: '', mimeType: '' }]],
  ['upload policy request', uploadPolicyRequestSchema, { localFileName: '发票.pdf' }, [{ localFileName: '' }, { fileName: 'a.pdf' }]],
  [
    'upload policy',
    uploadPolicySchema,
    { useOss: true, fileName: 'k', url: 'https://oss', bucketName: 'b', policy: 'p', sign: 's', accessKeyId: 'a', callback: 'c' },
    [{ useOss: true, fileName: 'k' }],
  ],
  ['presigned url request', presignedUrlRequestSchema, { pkFile: 'F1' }, [{ pkFile: '' }]],
  [
    'signature payload',
    signaturePayloadSchema,
    { ...signature, creditList: [{ fkCredit: 'CR1' }], pond: { fkPond: 'P1' }, businessType: 'ORDER_FIN_APPLY' },
    [
      { ...signature, businessType: 'OTHER' },
      { ...signature, creditList: [{ fkCredit: '' }] },
      { ...signature, signature: undefined },
    ],
  ],
  [
    'signature payload, other lists',
    signaturePayloadSchema,
    { ...signature, pondInApplyList: [{ fkPondReceivable: 'R1' }], pondDrawdownList: [{ pkPondDrawdown: 'D1' }], babIssueList: [{ pkBabIssue: 'B1' }] },
    [{ ...signature, babIssueList: [{}] }],
  ],
  [
    'certificate registration',
    certificateRegistrationSchema,
    {
      raType: 'CFCA',
      ukeyBank: 'CCB',
      ukeyCode: 'U1',
      original: 'o',
      signature: 's',
      pkCa: 'CA1',
      ukeyNo: '0001',
      algorithmType: 'RSA',
      issuerDN: 'CN=CFCA',
      subjectDN: 'CN=张三',
    },
    [{ raType: 'CFCA' }],
  ],
  [
    'blacklist params',
    blacklistParamsSchema,
    { productType: 'CREDIT', busiProcess: 'ISSUE', listType: 'BLACK' },
    [
      { productType: 'CREDIT/../x', busiProcess: 'ISSUE', listType: 'BLACK' },
      { productType: '', busiProcess: 'ISSUE', listType: 'BLACK' },
    ],
  ],
  ['blacklist request', blacklistRequestSchema, { corpId: 'C2' }, [{ corpId: '' }, { other: 1 }]],
  ['mandatory auth', mandatoryAuthSchema, { checkResult: false }, [{}, { checkResult: 'maybe' }]],
  ['datum verdict', datumVerdictSchema, { verdict: 'PENDING' }, [{ verdict: 'OK' }]],
  [
    'session state',
    sessionStateSchema,
    session,
    [
      { ...session, screenSize: 'HUGE' },
      { ...session, holidays: ['2026/10/01'] },
      { ...session, availableProducts: ['GOLD'] },
    ],
  ],
];

describe('contract schemas: golden fixtures', () => {
  for (const [name, schema, valid, broken] of GOLDEN) {
    it(`${name}: the fixture parses`, () => expect(schema.safeParse(valid).success).toBe(true));
    broken.forEach((b, i) => {
      it(`${name}: broken fixture #${i + 1} fails`, () => expect(schema.safeParse(b).success).toBe(false));
    });
  }

  it('signing switch accepts a boolean or 1/0 and reads it as a boolean', () => {
    expect(signingSwitchSchema.parse(true)).toBe(true);
    expect(signingSwitchSchema.parse('1')).toBe(true);
    expect(signingSwitchSchema.parse('0')).toBe(false);
    expect(signingSwitchSchema.safeParse('yes').success).toBe(false);
  });

  it('screen size is WIDE at 1480 px and above', () => {
    expect(WIDE_THRESHOLD_PX).toBe(1480);
    expect(screenSizeFor(1479)).toBe('MINI');
    expect(screenSizeFor(1480)).toBe('WIDE');
    expect(screenSizeFor(1200)).toBe('MINI');
  });

  it('feedback limits are the spec §5/§9 numbers', () => {
    expect(FEEDBACK_LIMITS).toEqual({ personNameMax: 20, opinionContentMax: 500, mobilePhoneLength: 11, filesMax: 5, fileSizeKb: 5120 });
  });
});
