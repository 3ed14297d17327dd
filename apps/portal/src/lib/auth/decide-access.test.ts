import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '@scf/api/contract';
import { decideAccess } from './decide-access';
import type { AccessDecision } from './decide-access';
import type { SessionStatus } from './auth-context';

const granted = new Set(['/credit/core/index/operator']);

const table: [string, RouteAccess | undefined, string, SessionStatus, AccessDecision['kind']][] = [
  ['public while loading', 'public', '/login/login', 'loading', 'allow'],
  ['public when anonymous', 'public', '/help/index', 'anonymous', 'allow'],
  ['unknown path (404 shows)', undefined, '/no/such', 'anonymous', 'allow'],
  ['logged-in route while loading', 'loggedIn', '/error-page/403', 'loading', 'loading'],
  ['logged-in route when anonymous', 'loggedIn', '/product/overview', 'anonymous', 'login'],
  ['logged-in route when authenticated', 'loggedIn', '/product/overview', 'authenticated', 'allow'],
  ['granted menu route while loading', 'menu', '/credit/core/index/operator', 'loading', 'loading'],
  ['granted menu route when authenticated', 'menu', '/credit/core/index/operator', 'authenticated', 'allow'],
  ['not granted menu route', 'menu', '/credit/core/issue/issue-review', 'authenticated', 'forbidden'],
  ['menu route when anonymous', 'menu', '/credit/core/index/operator', 'anonymous', 'login'],
  ['menu route when the session failed to load', 'menu', '/credit/core/index/operator', 'error', 'error'],
];

describe('decideAccess (spec §2 guard)', () => {
  it.each(table)('%s', (_name, access, path, status, expected) => {
    expect(decideAccess({ access, path, status, granted }).kind).toBe(expected);
  });
});
