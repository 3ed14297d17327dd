export { BUILD_CHECK_INTERVAL_MS, VERSION_URL, deployedEntry, runningEntry, useNewBuildAvailable } from './build-version';
