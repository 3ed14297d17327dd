import { libraryConfig } from '@scf/tsup-config';

// One entry per `exports` subpath: the fixtures stay out of `index` users' bundles.
export default libraryConfig({ index: 'src/index.ts', fixtures: 'src/fixtures.ts' });
