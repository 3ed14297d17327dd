import { libraryConfig } from '@scf/tsup-config';

// One entry per `exports` subpath; shared code goes to chunks, and `soft` and `verify` alone reach sm-crypto / @peculiar/x509.
export default libraryConfig({
  index: 'src/index.ts',
  'react/index': 'src/react/index.ts',
  'soft/index': 'src/soft/index.ts',
  'verify/index': 'src/verify/index.ts',
});
