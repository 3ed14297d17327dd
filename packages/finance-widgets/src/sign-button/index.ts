export { SignButton } from './sign-button';
export type { SignButtonProps } from './sign-button';
