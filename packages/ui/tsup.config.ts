import { libraryConfig } from '@scf/tsup-config';

// One entry per `exports` subpath (its `.d.ts`); every source module is its own output module, so a host keeps only
// what it renders (the date picker, the PDF viewer and the table stay out unless used).
export default libraryConfig({
  index: 'src/index.ts',
  'date-picker/index': 'src/date-picker/index.ts',
  'elements/index': 'src/elements/index.ts',
  'elements/auto': 'src/elements/auto.ts',
  'file-previewer/index': 'src/file-previewer/index.ts',
  fixtures: 'src/fixtures.ts',
});
