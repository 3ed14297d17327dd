import { config } from '@scf/eslint-config';

// A feature never imports another feature (design.md §5.5); shared code lives in src/lib or src/app.
const features = ['auth', 'errors', 'help', 'home', 'identify', 'placeholder', 'ukey'];
export default config({
  react: true,
  restricted: [{ group: ['**/server/**'], message: 'The portal talks to the server over HTTP only.' }],
}).concat(
  features.map((f) => ({
    files: [`src/features/${f}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'styled-components', importNames: ['default'], message: "Use `import { styled } from 'styled-components'`." }],
          patterns: [
            { group: ['**/server/**'], message: 'The portal talks to the server over HTTP only.' },
            { group: features.filter((o) => o !== f).map((o) => `**/features/${o}/**`), message: 'Features do not import each other.' },
          ],
        },
      ],
    },
  })),
);
