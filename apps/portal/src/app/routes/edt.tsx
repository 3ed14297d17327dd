import HomePage from '../../features/home/routes/home-page';
import { sameScreen } from './screen-map';
import type { ScreenMap } from './screen-map';

/** The /edt area, a lazy chunk (spec §2). The purchase role lands on order confirmation (contract `homePath`). */
export const screens: ScreenMap = sameScreen(['/edt/core/order-info-sure'], HomePage);
