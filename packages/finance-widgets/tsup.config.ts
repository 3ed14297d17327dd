import { libraryConfig } from '@scf/tsup-config';

export default libraryConfig(['src/index.ts']);
