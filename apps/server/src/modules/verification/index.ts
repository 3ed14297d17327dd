// The verification module: the 验证码 registry (issue 26 item 10). Documents and receipts of any module register
// their code here (registerCode); the public page checks it.
import type { ServerModule } from '../../platform/http/server-module';
import { verificationRoutes } from './verification.routes';

export const verificationModule: ServerModule = { name: 'verification', routes: verificationRoutes };
export { registerCode, signerOf, verifyCode } from './verification.service';
export { setDocHash } from './verification.repo';
export type { VerifiableDocument } from './verification.repo';
