import { describe, expect, it } from 'vitest';
import { discountHomeEndpoints, creditEndpoints, endpointKey, messageEndpoints, productSupplierEndpoints } from '@scf/api/contract';
import { LIVE_READS } from './live-reads';

describe('the reads each live event revalidates', () => {
  it('are endpoints of the contract: the todo count and lists, the message dot, what an application moves', () => {
    const c = creditEndpoints;
    expect(LIVE_READS.todo).toEqual([c.todos, c.home, discountHomeEndpoints.home].map(endpointKey));
    expect(LIVE_READS.message).toEqual([messageEndpoints.query, messageEndpoints.page].map(endpointKey));
    expect(LIVE_READS.application).toEqual(
      [c.applications, c.application, c.credits, c.credit, c.todos, c.home, c.issuers, c.flow, c.flowRecords, productSupplierEndpoints.list].map(endpointKey),
    );
  });
});
