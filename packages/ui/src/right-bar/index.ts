export { BACK_TO_TOP_AFTER_PX, RIGHT_BAR_AUTO_HIDE_MS, RightBar } from './right-bar';
export type { RightBarProps } from './right-bar';
