import { describe, expect, it } from 'vitest';
import { createMockDriver } from '@scf/signing';
import { useTestServer } from './helpers/test-server';
import { demoKey } from './signing/demo-keys';
import { signingFor } from './signing/sdk-transport';

const server = useTestServer({ signingEnabled: false });

describe('signing switch off (spec §4: dummy values attached)', () => {
  it('reports the switch off; the SDK attaches dummy values, which the server accepts once', async () => {
    const c = await server.login('c1_dir');
    expect((await c.call('POST', '/v1/auth/cfca/controls/enable')).body.data).toBe(false);
    const signing = signingFor(c, [createMockDriver({ available: false })]);
    const outcome = await signing.signBusiness({ businessType: 'REPAYMENT', ids: ['RP202500006'], role: { uKeyCodeSuffix: '' } });
    if (outcome.code !== 0) throw new Error(outcome.description.message);
    expect(outcome.dummy).toBe(true);
    const ok = await c.call('POST', '/v1/repayments/RP202500006/confirm', outcome.payload);
    expect(ok.body.code, ok.body.message).toBe('0');
    const replay = await c.call('POST', '/v1/repayments/RP202500006/confirm', outcome.payload);
    expect(replay.body.code).toBe('SIGN_CHALLENGE_USED');
  });

  it('still refuses a challenge-less or edited original: the switch never lifts the challenge', async () => {
    const c = await server.login('c1_dir');
    const text = (await c.call('GET', '/v1/repayments/RP202500002/original')).body.data as string;
    const dummy = { algorithmType: 'NONE', issuerDn: 'NONE', raType: 'CCB', signature: 'NONE', certSerialNo: '0' };
    const edited = await c.call('POST', '/v1/repayments/RP202500002/confirm', { ...dummy, original: text.replace('386,500.50', '1.00') });
    expect(edited.status).toBe(400);
    const key = demoKey('c1_dir');
    const real = await c.call('POST', '/v1/repayments/RP202500002/confirm', { ...dummy, signature: key.sign(text), original: text });
    expect(real.status).toBe(400);
    expect((await server.db.query<{ status: string }>("SELECT status FROM repayment WHERE repayment_id = 'RP202500002'"))[0]?.status).toBe('PENDING');
  });
});
