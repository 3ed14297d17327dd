export { RadioGroup } from './radio-group';
export type { RadioGroupProps, RadioOption } from './radio-group';
