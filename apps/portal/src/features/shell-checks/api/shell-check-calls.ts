import type { ApiClient } from '@scf/api';
import { agreementEndpoints, shellCheckEndpoints } from '@scf/api/contract';
import type { AgreementText } from '@scf/api/contract';
import { SHELL_CHECK_MESSAGES, messageOf } from './shell-check-messages';

export type { AgreementText };

export type AgreementStatus = { kind: 'signed' } | { kind: 'unsigned'; text: AgreementText } | { kind: 'failed'; message: string };

/**
 * Spec §4: is the registration agreement signed? When it is not, the text to sign comes with the answer. A failure
 * of either call carries the server's message or the spec §8 fallback.
 */
export async function checkAgreement(client: ApiClient): Promise<AgreementStatus> {
  try {
    if (await client.call(agreementEndpoints.exists)) return { kind: 'signed' };
    return { kind: 'unsigned', text: await client.call(agreementEndpoints.text) };
  } catch (error) {
    return { kind: 'failed', message: messageOf(error) || SHELL_CHECK_MESSAGES.agreementStatusFailed };
  }
}

/** Records the signing: null when it worked, else the spec §8 failure message. */
export async function signAgreement(client: ApiClient): Promise<string | null> {
  try {
    await client.call(agreementEndpoints.create);
    return null;
  } catch (error) {
    return SHELL_CHECK_MESSAGES.agreementSignFailed(messageOf(error));
  }
}

/** Spec §4 mandatory real-name re-authentication; a failed check does not lock the user out. */
export async function checkReauth(client: ApiClient): Promise<boolean> {
  try {
    return (await client.call(shellCheckEndpoints.mandatoryAuth)).checkResult;
  } catch {
    return false;
  }
}
