import { useEffect, useState } from 'react';
import { useEndpoint } from '@scf/api';
import { verificationEndpoints } from '@scf/api/contract';
import type { FlowRecord, SignedStep } from '@scf/api/contract';

/** How the browser found a hop's signature: checked against the signer's certificate, or not checkable. */
export type SignatureCheck = { state: 'checking' } | { state: 'valid' | 'invalid'; step: SignedStep } | { state: 'missing' };

const keyOf = (at: string, serial: string) => `${at}|${serial}`;

/**
 * The signed steps of the caller's path of a credit, each signature re-checked here with the signing SDK (issue 26
 * item 11: the browser does not take the platform's word for it). A step is looked up by its instant and certificate.
 */
export function useSignatureChecks(creditNo: string): (record: FlowRecord) => SignatureCheck {
  const { data } = useEndpoint(verificationEndpoints.signedSteps, { params: { creditNo } });
  const [results, setResults] = useState<ReadonlyMap<string, SignatureCheck>>(new Map());
  useEffect(() => {
    if (!data) return;
    let live = true;
    void (async () => {
      const { verifySignature } = await import('@scf/signing/verify');
      const next = new Map<string, SignatureCheck>();
      for (const step of data) {
        const valid = step.certDerB64
          ? await verifySignature({ certDerB64: step.certDerB64, original: step.original, signatureB64: step.signatureB64, alg: step.signAlg })
          : false;
        next.set(keyOf(step.signedAt, step.serialNo), { state: valid ? 'valid' : 'invalid', step });
      }
      if (live) setResults(next);
    })();
    return () => {
      live = false;
    };
  }, [data]);
  return (record) => {
    if (!record.signedBy) return { state: 'missing' };
    const found = results.get(keyOf(record.at, record.signedBy));
    if (found) return found;
    return data && results.size === data.length ? { state: 'missing' } : { state: 'checking' };
  };
}
