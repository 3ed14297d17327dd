import HomePage from '../../features/home/routes/home-page';
import { sameScreen } from './screen-map';
import type { ScreenMap } from './screen-map';

/** The /my area, a lazy chunk (spec §2). FI staff and administrators land here (contract `homePath`). */
export const screens: ScreenMap = sameScreen(['/my/limit/query', '/my/enterprise-info/info'], HomePage);
