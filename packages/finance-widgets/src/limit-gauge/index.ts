export { LimitGauge } from './limit-gauge';
export type { LimitFigures, LimitGaugeProps } from './limit-gauge';
