import { libraryConfig } from '@scf/tsup-config';

// One entry per `exports` subpath; shared code goes to chunks, so the date picker stays out of `index` users'
// bundles unless they render it.
export default libraryConfig({ index: 'src/index.ts', 'date-picker': 'src/date-picker/index.ts', fixtures: 'src/fixtures.ts' });
