import { useCustomerService } from '@scf/api';
import { Footer, footerQrVisible } from '@scf/ui';
import { QR_HOSTS } from './qr-hosts';
import { publicAccountUrl } from './service-target';

/** Only where the codes show: the customer-service config is read then, not on every first paint. */
function FooterWithQr() {
  const service = useCustomerService();
  const account = publicAccountUrl(service.data);
  return <Footer showQr qrCodes={account ? [{ value: account, label: '公众号' }] : []} />;
}

/**
 * The footer (spec §2 Shell): its QR codes, drawn from the configured addresses (the 公众号 address of the
 * customer-service config), only on the listed production and test hosts and never on guarantee pages.
 */
export function ShellFooter({ host, pathname }: { host: string; pathname: string }) {
  return footerQrVisible(host, pathname, QR_HOSTS) ? <FooterWithQr /> : <Footer showQr={false} />;
}
