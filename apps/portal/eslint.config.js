import { readdirSync } from 'node:fs';
import { config } from '@scf/eslint-config';

// Import zones (design.md §5.5), generated from the folder listing so a new feature is covered the day it appears:
// a feature imports neither another feature nor `src/app` (the app composes features, not the other way round);
// `src/lib` imports neither. Nothing in the portal imports server code.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const server = { group: ['**/server/**'], message: 'The portal talks to the server over HTTP only.' };
const defaultStyled = { name: 'styled-components', importNames: ['default'], message: "Use `import { styled } from 'styled-components'`." };
const zone = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { paths: [defaultStyled], patterns: [server, ...patterns] }] } });

export default config({ react: true, restricted: [server] }).concat(
  features.map((f) =>
    zone(
      [`src/features/${f}/**`],
      [
        {
          // Also by relative path (`../../files/…` from a feature's folder), which names no `features/` segment.
          group: features.filter((o) => o !== f).flatMap((o) => [`**/features/${o}/**`, `../${o}/**`, `../../${o}/**`, `../../../${o}/**`]),
          message: 'Features do not import each other.',
        },
        { group: ['**/app/**', '**/app'], message: 'Features do not import the app: shared code lives in src/lib.' },
      ],
    ),
  ),
  zone(
    ['src/lib/**'],
    [{ group: ['**/features/**', '**/app/**', '**/app'], message: 'src/lib is shared by every feature: it imports neither features nor the app.' }],
  ),
);
