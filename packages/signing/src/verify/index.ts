// @scf/signing/verify: check a signature against its signer's certificate in the browser (issue 26 item 11), on its
// own entry so sm-crypto and @peculiar/x509 load only where signatures are checked.
export { verifySignature } from './verify-signature';
export type { SignatureToCheck } from './verify-signature';
