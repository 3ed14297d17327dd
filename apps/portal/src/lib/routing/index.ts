export {
  APP_ROUTES,
  CONTACT_MANAGER_PATH,
  FORBIDDEN_PATH,
  HELP_PATH,
  LAZY_AREAS,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  REGISTER_PATH,
  appPathOf,
  appRouteOf,
  routeListProblems,
  routesOfArea,
} from './paths';
export type { AppRoute, LazyArea } from './paths';
