import { libraryConfig } from '@scf/tsup-config';

export default libraryConfig(['src/index.ts', 'src/contract/index.ts', 'src/money/index.ts', 'src/validators/index.ts']);
