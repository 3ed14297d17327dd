// Most test files share their worker (vitest.config.ts, project `shared`, isolate: false): the document, the storage,
// the timers and the modules outlive a file. Each file starts from a blank page whatever the file before it left
// (@scf/vitest-config/shared-worker, shared with the packages), and with the portal's own module state reset.
import { resetBetweenFiles } from '@scf/vitest-config/shared-worker';
import { markServerActivity } from '../lib/session-activity';

// Module state the app sets once per page load: the idle clock counts from the load (server-activity.ts).
resetBetweenFiles({ reset: markServerActivity });
