import { base64ToBytes } from '@scf/signing';
import { saveFile } from '../../../lib/files/api/save-file';

/** Save a DER certificate as a real `.cer` file (a download named `fileName`). */
export function saveCertificateFile(certDerB64: string, fileName: string): void {
  saveFile(base64ToBytes(certDerB64), fileName, 'application/pkix-cert');
}
