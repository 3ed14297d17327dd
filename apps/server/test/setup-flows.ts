// Tests that call module services without buildApp still run every module's business types (build-app installs
// them the same way).
import { loadShared } from '@scf/vitest-config/shared-start';

// Test files share their worker's modules (vitest.config.ts, isolate: false): the first file of a fork loads the
// server's modules here for every later file, and the timings report shows that load as the fork's start, apart from
// the file (loadShared).
const [{ resetExportsConfig }, { installModuleFlows }] = await loadShared(() =>
  Promise.all([import('../src/modules/exports'), import('../src/server-modules')]),
);

installModuleFlows();
// Each file starts from the environment's export folder and limits, whatever the file before it configured.
resetExportsConfig();
