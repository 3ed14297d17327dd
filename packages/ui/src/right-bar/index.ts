export { BACK_TO_TOP_AFTER_PX, RIGHT_BAR_AUTO_HIDE_MS, RightBar } from './right-bar';
export { RIGHT_BAR_RESERVED_PX } from './right-bar-size';
export type { RightBarProps } from './right-bar';
