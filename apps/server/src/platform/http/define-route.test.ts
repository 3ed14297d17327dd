import { describe, expect, expectTypeOf, it } from 'vitest';
import { authEndpoints, noticeEndpoints, repaymentEndpoints } from '@scf/api/contract';
import type { Actor } from '../security/actor';
import type { SessionState } from '../security/session-store';
import { defineRoute } from './define-route';

// The guarantees are in the types (tsc checks this file); the runtime part is what defineRoute keeps.
describe('defineRoute', () => {
  it('types the caller by access: a non-null actor and session on every non-public route, none on a public one', () => {
    defineRoute(noticeEndpoints.read, {
      access: 'session',
      handler: async ({ actor, session, body }) => {
        expectTypeOf(actor).toEqualTypeOf<Actor>();
        expectTypeOf(session).toEqualTypeOf<SessionState>();
        expectTypeOf(body).toEqualTypeOf<{ noticeId: string }>();
        return true;
      },
    });
    defineRoute(repaymentEndpoints.original, {
      access: { role: ['ROLE_DIRECTOR'] },
      handler: async ({ actor, params }) => {
        expectTypeOf(actor).toEqualTypeOf<Actor>();
        expectTypeOf(params).toEqualTypeOf<{ id: string }>();
        return 'text';
      },
    });
    defineRoute(authEndpoints.publicKeys, {
      access: 'public',
      handler: async ({ actor, session }) => {
        expectTypeOf(actor).toEqualTypeOf<null>();
        expectTypeOf(session).toEqualTypeOf<SessionState | null>();
        return { kid: 'k', publicKey: '-----BEGIN PUBLIC KEY-----' };
      },
    });
    // @ts-expect-error the reply must fit the endpoint's response schema
    defineRoute(noticeEndpoints.read, { access: 'session', handler: async () => 'yes' });
    // @ts-expect-error roles are the contract's role codes
    defineRoute(noticeEndpoints.read, { access: { role: ['ROLE_NOBODY'] }, handler: async () => true });
  });

  it('keeps the endpoint, its access rule and its flags', () => {
    const route = defineRoute(authEndpoints.token, { access: 'session', bearer: false, handler: async () => ({ accessToken: 'x'.repeat(32), expiresIn: 1 }) });
    expect(route).toMatchObject({ endpoint: authEndpoints.token, access: 'session', bearer: false });
  });

  it('refuses an idempotent endpoint on a public route: its keys need a principal', () => {
    expect(() => defineRoute(noticeEndpoints.read, { access: 'public', handler: async () => true })).toThrow(/idempotent/);
  });
});
