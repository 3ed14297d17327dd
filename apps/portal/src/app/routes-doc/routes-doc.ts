import { AREA_TITLE, BASE_PATH } from '@scf/api/contract';
import type { RouteAccess, RouteDef } from '@scf/api/contract';

export interface RouteDocRow {
  route: RouteDef;
  built: boolean;
}

const ACCESS_TEXT: Record<RouteAccess, string> = {
  public: 'public (no login)',
  loggedIn: 'logged in',
  menu: 'granted menu path',
};

/**
 * docs/routes.md: every route of the catalogue with its title, access rule, area, new-blank flag and whether its
 * screen is built. Generated, so it cannot drift from the code; the test beside this file checks it.
 */
export function renderRoutesDoc(rows: readonly RouteDocRow[]): string {
  const built = rows.filter((r) => r.built).length;
  const lines = [
    '# Portal routes',
    '',
    "<!-- Generated from the route catalogue (`@scf/api/contract` ROUTES) and the portal's screen registry.",
    '     Do not edit by hand: run `npm run routes:doc` (or `UPDATE_ROUTES_DOC=1 npx vitest run src/app/routes-doc`',
    '     in apps/portal). `npm test` fails when this file is out of date. -->',
    '',
    `Served under \`${BASE_PATH}/\`. ${rows.length} routes, ${built} with a built screen; the others show the`,
    '"under construction" page (功能建设中) with their title and breadcrumb.',
    '',
    'Access rules (spec §2): **public** needs no login; **logged in** is open to any logged-in user; **granted menu',
    "path** opens only when the path is in the user's granted menu tree, otherwise the guard redirects to",
    '`/error-page/403`. New-blank routes open in a new tab without header and footer.',
    '',
    '| Path | Title | Area | Access | New blank | Screen built |',
    '|---|---|---|---|---|---|',
    ...rows.map(({ route, built: done }) =>
      [
        '',
        `\`${route.path}\``,
        route.title,
        `${route.area} (${AREA_TITLE[route.area]})`,
        ACCESS_TEXT[route.access],
        route.newBlank ? 'yes' : '',
        done ? 'yes' : '',
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
  ];
  return lines.join('\n');
}
