export { Button } from './button';
export type { ButtonProps } from './button';
export type { ButtonVariant } from './button.styles';
