import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@scf/api/contract';
import { isScreenBuilt } from '../screens';
import { renderRoutesDoc } from './routes-doc';

// Vitest runs from apps/portal (npm test, turbo, scripts/routes-doc.mjs); the doc lives at the repository root.
const DOC = resolve(process.cwd(), '../../docs/routes.md');

describe('docs/routes.md', () => {
  it('lists every route with the screen state of the current code', async () => {
    const rows = await Promise.all(ROUTES.map(async (route) => ({ route, built: await isScreenBuilt(route) })));
    const doc = renderRoutesDoc(rows);
    for (const route of ROUTES) expect(doc).toContain(`| \`${route.path}\` | ${route.title} |`);
    expect(rows.filter((r) => r.built).map((r) => r.route.path)).toContain('/credit/core/index/operator');
    // Every route of the catalogue has its screen (票据贴现's, issue 33, were the last).
    expect(rows.filter((r) => !r.built).map((r) => r.route.path)).toEqual([]);

    if (process.env.UPDATE_ROUTES_DOC === '1') writeFileSync(DOC, doc);
    // Out of date means someone changed routes or screens without `npm run routes:doc`.
    expect(existsSync(DOC) ? readFileSync(DOC, 'utf8') : '(missing)').toBe(doc);
  });
});
