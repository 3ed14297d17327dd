import { describe, expect, it } from 'vitest';
import { APP_STATUSES, APP_STATUS_LABEL } from './application';
import { appStatusLabel, readerSideOf } from './app-status-label';

describe('appStatusLabel (issue 28 item 7)', () => {
  it('the initiator reads the counterparty steps as the other party’s', () => {
    expect(appStatusLabel('PENDING_CP_SIGN', 'initiator')).toBe('待对方签收');
    expect(appStatusLabel('PENDING_CP_APPROVAL', 'initiator')).toBe('待对方复核');
    expect(appStatusLabel('PENDING_REVIEW', 'initiator')).toBe('待复核');
    for (const s of APP_STATUSES) expect(appStatusLabel(s, 'initiator')).toBe(APP_STATUS_LABEL[s]);
  });

  it('the counterparty reads its own steps as its own, and the initiator’s as the other party’s', () => {
    expect(appStatusLabel('PENDING_CP_SIGN', 'counterparty')).toBe('待签收');
    expect(appStatusLabel('PENDING_CP_APPROVAL', 'counterparty')).toBe('待复核');
    expect(appStatusLabel('CP_REFUSED', 'counterparty')).toBe('已拒签');
    expect(appStatusLabel('PENDING_REVIEW', 'counterparty')).toBe('待对方复核');
    expect(appStatusLabel('COMPLETED', 'counterparty')).toBe('已完成');
    // A return is confirmed (确认) or refused (拒收) by its counterparty, not signed for.
    expect(appStatusLabel('PENDING_CP_SIGN', 'counterparty', 'RETURN')).toBe('待确认');
    expect(appStatusLabel('PENDING_CP_APPROVAL', 'counterparty', 'RETURN')).toBe('待复核');
    expect(appStatusLabel('CP_REFUSED', 'counterparty', 'RETURN')).toBe('已拒收');
    expect(appStatusLabel('PENDING_CP_SIGN', 'initiator', 'RETURN')).toBe('待对方签收');
  });

  it('no label says 对方 to the party it names', () => {
    for (const s of ['PENDING_CP_SIGN', 'PENDING_CP_APPROVAL', 'CP_REFUSED'] as const) expect(appStatusLabel(s, 'counterparty')).not.toMatch(/对方/);
  });

  it('the side comes from the reader’s corporation', () => {
    const app = { bizType: 'TRANSFER' as const, applicant: { corpId: 'S2' }, counterparty: { corpId: 'S3' } };
    expect(readerSideOf(app, 'S2')).toBe('initiator');
    expect(readerSideOf(app, 'S3')).toBe('counterparty');
    expect(readerSideOf({ ...app, counterparty: null }, 'S3')).toBe('initiator');
    expect(readerSideOf(app, null)).toBe('initiator');
    // A SIGN is the receiver's own answer to an issue or transfer: its applicant reads 签收复核 as its own step.
    const sign = { bizType: 'SIGN' as const, applicant: { corpId: 'S1' }, counterparty: { corpId: 'C1' } };
    expect(readerSideOf(sign, 'S1')).toBe('counterparty');
    expect(readerSideOf(sign, 'C1')).toBe('initiator');
  });
});
