import { libraryConfig } from '@scf/tsup-config';

export default libraryConfig({
  index: 'src/index.ts',
  'contract/index': 'src/contract/index.ts',
  'money/index': 'src/money/index.ts',
  'validators/index': 'src/validators/index.ts',
});
