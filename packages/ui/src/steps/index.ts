export { Steps } from './steps';
export type { StepItem, StepsProps } from './steps';
