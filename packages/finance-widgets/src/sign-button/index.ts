export { SignButton } from './sign-button';
export type { SignButtonProps } from './sign-button';
export { useSigningFlow } from './use-signing-flow';
export type { SigningFlow } from './use-signing-flow';
