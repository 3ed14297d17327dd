import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_ORIGINALS, creditEndpoints, edtEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, EdtOrder } from '@scf/api/contract';
import type { TestClient } from '../helpers/test-client';
import { useTestServer } from '../helpers/test-server';
import { dummyPayload, ok } from '../credits/ledger-helpers';

const server = useTestServer({ signingEnabled: false });

/**
 * No-key mode (the signing switch off, spec §3): the supplier director's 同意 of an 订单融资 (ORDER_LOAN_APPLY_*) carries
 * the dummy values and `businessType: 'ORDER_FIN_APPLY'`; without the marker it is refused as an invalid signature.
 */
describe('e订通 订单融资 in no-key mode: businessType ORDER_FIN_APPLY', () => {
  let op: TestClient;
  let dir: TestClient;
  beforeAll(async () => {
    [op, dir] = [await server.login('s1_op'), await server.login('s1_dir')];
  });

  it('refuses the director’s dummy signature without ORDER_FIN_APPLY and takes it with the marker', async () => {
    const o = ok<EdtOrder[]>(await op.callEndpoint(edtEndpoints.orders, { query: { keyword: 'PO-2025-001' } })).find((x) => x.orderNo === 'PO-2025-001');
    const { appNo } = ok<ApplicationDetail>(
      await op.callEndpoint(edtEndpoints.financeApply, { body: { orderId: o?.orderId ?? '', amount: '1000.00', dueDate: '2025-09-15' } }),
    );
    const original = async () => ok<string>(await dir.callEndpoint(SIGNING_ORIGINALS.ORDER_LOAN_APPLY_ASSEMBLE_EXIST.endpoint, { params: { id: appNo } }));
    const bare = await dir.callEndpoint(creditEndpoints.approve, { params: { appNo }, body: dummyPayload(await original()) });
    expect([bare.status, bare.body.code]).toEqual([400, 'SIGN_INVALID']);
    const marked = await dir.callEndpoint(creditEndpoints.approve, {
      params: { appNo },
      body: { ...dummyPayload(await original()), businessType: 'ORDER_FIN_APPLY' },
    });
    expect(ok<ApplicationDetail>(marked).status).toBe('PENDING_FI');
  });
});
