import { libraryConfig } from '@scf/tsup-config';

// One entry per `exports` subpath; shared code goes to chunks, and `soft` alone reaches sm-crypto / @peculiar/x509.
export default libraryConfig(['src/index.ts', 'src/react/index.ts', 'src/soft/index.ts']);
