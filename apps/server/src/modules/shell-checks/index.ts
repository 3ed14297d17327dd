// The shell-checks module: post-login checks of the shell.
export { shellCheckRoutes } from './shell-checks.routes';
