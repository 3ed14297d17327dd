import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useApiClient } from '@scf/api';
import { SigningDialogHost, defaultSigningConfig } from '@scf/finance-widgets';
import { SigningProvider } from '@scf/signing/react';
import { softKeySource } from '@scf/signing/soft';
import { useAuth } from '../auth';
import { softKeyStore } from './soft-key-store';

/**
 * Signing for one screen (docs/adr/0008): the platform's config (this browser's soft keys first, then the local Ukey
 * agent), the current role's key from the session, and the signing dialog. The screen registry wraps only the screens
 * that sign, so the signing code loads with them and never with the first route.
 */
export function PortalSigning({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const { session, role } = useAuth();
  const config = useMemo(() => defaultSigningConfig(client, [softKeySource(softKeyStore())]), [client]);
  return (
    <SigningProvider
      config={config}
      role={{ uKeyCodeSuffix: session?.corpInfo.uKeyCodeSuffix ?? '', roleName: role.label, holderName: session?.userInfo.personName }}
    >
      {children}
      <SigningDialogHost />
    </SigningProvider>
  );
}
