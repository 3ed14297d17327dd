// @scf/signing/react: the signing config in React — one provider, one running flow, one confirm gate.
export { SigningProvider } from './signing-provider';
export type { SigningProviderProps } from './signing-provider';
export { MissingSigningProviderError } from './signing-context';
export { useSigner } from './use-signer';
export type { Signer } from './use-signer';
export { useSignedCall } from './use-signed-call';
export type { SignedCall, SignedCallOutcome } from './use-signed-call';
export { useRegisterKey } from './use-register-key';
export type { KeyRegistration, RegisterFlowOptions } from './use-register-key';
export { useSigningState } from './use-signing-state';
export type { SigningState } from './use-signing-state';
export type { FlowOptions } from './sign-flow';
export type { SigningFlowPhase, SigningFlowView } from './flow-view';
