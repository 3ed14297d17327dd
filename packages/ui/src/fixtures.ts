// The `@scf/ui/fixtures` entry: sample platform configs for hosts' tests and stories (one of each shape spec §3
// describes) and hand-written one-page PDFs for the file previewer. Not in the main entry, so no production bundle
// carries them.
export { chinesePdf, latinPdf } from './file-previewer/sample-pdf';
export { sampleConfigA, sampleConfigB, samplePageConfig } from './theme/fixtures';
