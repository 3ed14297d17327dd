// Tests that call module services without buildApp still run every module's business types (build-app installs
// them the same way).
import { resetExportsConfig } from '../src/modules/exports';
import { installModuleFlows } from '../src/server-modules';

installModuleFlows();
// Test files share their worker's modules (vitest.config.ts, isolate: false): each starts from the environment's export
// folder and limits, whatever the file before it configured.
resetExportsConfig();
