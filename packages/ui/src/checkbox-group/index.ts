export { CheckboxGroup } from './checkbox-group';
export type { CheckboxGroupProps, CheckboxOption } from './checkbox-group';
