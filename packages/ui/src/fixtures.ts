// The `@scf/ui/fixtures` entry: sample platform configs for hosts' tests and stories (one of each shape spec §3
// describes). Not in the main entry, so no production bundle carries them.
export { sampleConfigA, sampleConfigB, samplePageConfig } from './theme/fixtures';
