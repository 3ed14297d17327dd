// Tests that call module services without buildApp still run every module's business types (build-app installs
// them the same way).
import { installModuleFlows } from '../src/server-modules';

installModuleFlows();
