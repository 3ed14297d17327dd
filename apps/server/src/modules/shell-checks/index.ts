// The shell-checks module: post-login checks of the shell.
import type { ServerModule } from '../../platform/http/server-module';
import { shellCheckRoutes } from './shell-checks.routes';

export const shellChecksModule: ServerModule = { name: 'shell-checks', routes: shellCheckRoutes };
