import { SIGNING_ORIGINALS, signingAttachment, signingEndpoints, signingOriginalCall, signingSwitchSchema } from '@scf/api/contract';
import type { SigningBusinessType, SigningOriginalDef } from '@scf/api/contract';
import { DUMMY_SIGNATURE, createDummyDriver } from '../drivers/dummy-driver';
import { SigningError, guard } from '../errors';
import { SIGN_RESULT } from '../types';
import { failedOutcome } from './failed-outcome';
import type { FlowContext } from './flow-context';
import { requireOriginal } from './original-text';
import { messageContext } from './role-key';
import type { RoleKey } from './role-key';
import type { SignOutcome } from './sign-outcome';
import { signWithKey } from './sign-with-key';
import type { ConfirmOriginal } from './sign-with-key';

/** A business type of spec §7's signing-original calls (`SIGNING_ORIGINALS` of `@scf/api/contract`). */
export type BusinessType = SigningBusinessType;

export interface SignBusinessRequest {
  businessType: BusinessType;
  /** The business records the original covers. */
  ids: readonly string[];
  role: RoleKey;
  /** The bank whose key signs; the first configured bank when omitted. */
  bankCode?: string;
  confirm?: ConfirmOriginal;
}

/**
 * The spec §4 flow for one business: the signing switch (off → the dummy driver's values, no key), the key checks,
 * the business's original, the confirmation, the signature, and the business lists of spec §3 attached.
 */
export async function signBusiness(ctx: FlowContext, request: SignBusinessRequest): Promise<SignOutcome> {
  const { businessType, ids, role, confirm } = request;
  try {
    const bank = ctx.bank(request.bankCode);
    const def: SigningOriginalDef = SIGNING_ORIGINALS[businessType];
    const attach = signingAttachment(businessType, ids);
    const original = () =>
      requireOriginal(() => {
        const call = signingOriginalCall(businessType, ids, { raType: bank.raType });
        // The table's endpoints differ in shape; signingOriginalCall built the input that fits this one.
        return ctx.transport.call(call.endpoint, call.input as never);
      });
    // Parsed again: the transport is any EndpointCaller; '0' must never read as "on".
    const enabled = await guard('REQUEST_ERROR', async () => signingSwitchSchema.parse(await ctx.transport.call(signingEndpoints.switch)));
    if (enabled) {
      const signed = await signWithKey(ctx, { role, bank, original, confirm });
      return { code: SIGN_RESULT.ok, dummy: false, cert: signed.cert, payload: { ...signed.payload, ...attach } };
    }
    const text = await original();
    if (confirm && !(await confirm(text, undefined))) throw new SigningError('USER_CANCELLED');
    const dummy = await createDummyDriver().sign({ handle: 'dummy', original: text, alg: 'SHA1withRSA' });
    const noKey = def.noKeyBusinessType ? { businessType: def.noKeyBusinessType } : {};
    const payload = { algorithmType: DUMMY_SIGNATURE.algorithmType, issuerDn: dummy.issuerDN, certSerialNo: dummy.serialNumber, signature: dummy.signatureB64 };
    return { code: SIGN_RESULT.ok, dummy: true, cert: undefined, payload: { ...payload, raType: bank.raType, original: text, ...attach, ...noKey } };
  } catch (error) {
    return failedOutcome(error, 'SIGN_FAILED', messageContext(role, ctx.minDriverVersion));
  }
}
