import { base64ToBytes } from '@scf/signing';

/** Save a DER certificate as a real `.cer` file: a Blob behind an object URL, clicked through `<a download>`. */
export function saveCertificateFile(certDerB64: string, fileName: string): void {
  const blob = new Blob([base64ToBytes(certDerB64)], { type: 'application/pkix-cert' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or the download may lose its source.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
