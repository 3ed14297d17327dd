import HomePage from '../../features/home/routes/home-page';
import { sameScreen } from './screen-map';
import type { ScreenMap } from './screen-map';

/** The /credit area, a lazy chunk (spec §2). Home pages per side and role (domain.md §12). */
export const screens: ScreenMap = sameScreen(
  ['core', 'chain'].flatMap((side) => ['operator', 'director', 'query'].map((role) => `/credit/${side}/index/${role}`)),
  HomePage,
);
