import { libraryConfig } from '@scf/tsup-config';

// One entry per `exports` subpath; shared code goes to chunks, and `soft` alone reaches sm-crypto / @peculiar/x509.
export default libraryConfig({ index: 'src/index.ts', 'react/index': 'src/react/index.ts', 'soft/index': 'src/soft/index.ts' });
