import { ROUTES } from '@scf/api/contract';

/** The app root; the router and providers arrive with the route tree. */
export function App() {
  return <main aria-label="供应链金融服务平台">{ROUTES.length}</main>;
}
