import { Suspense, lazy } from 'react';
import { messages } from '../messages';
import { useThemeTokens } from '../theme/use-theme-tokens';
import type { ThemeTokens } from '../theme/theme-tokens';
import { Bar, Lines, QrList } from './footer.styles';

const t = messages.footer;

// QR codes show on a few configured hosts only: the component (and its encoder) load when one is shown, so the
// footer of every other page costs the first route nothing for them (design.md §7 byte budget).
const QrCode = lazy(() => import('../qr-code/qr-code').then((m) => ({ default: m.QrCode })));

export interface FooterProps {
  /** Show the QR codes; compute it with `footerQrVisible(host, pathname, qrHosts)`. */
  showQr: boolean;
  /** The configured addresses to show as QR codes, with their captions (e.g. 公众号), when `showQr`. */
  qrCodes?: { value: string; label: string }[];
}

function Labelled({ label, value }: { label: string; value: string }) {
  return value ? <span>{`${label}：${value}`}</span> : null;
}

function Records({ tokens }: { tokens: ThemeTokens }) {
  return (
    <p>
      {tokens.securityRecord ? (
        <span>
          {tokens.securityRecordUrl ? (
            <a href={tokens.securityRecordUrl} target="_blank" rel="noopener noreferrer">
              {tokens.securityRecord}
            </a>
          ) : (
            tokens.securityRecord
          )}
        </span>
      ) : null}
      {tokens.icpRecord ? <span>{tokens.icpRecord}</span> : null}
    </p>
  );
}

/** Layout A (template 1): address and postcode, hotline, both copyright lines, the records. */
function LayoutA({ tokens }: { tokens: ThemeTokens }) {
  return (
    <Lines>
      <p>
        <Labelled label={t.address} value={tokens.address} />
        <Labelled label={t.postcode} value={tokens.postcode} />
        <Labelled label={t.hotline} value={tokens.hotline} />
      </p>
      {tokens.copyrightCn ? <p>{tokens.copyrightCn}</p> : null}
      {tokens.copyrightEn ? <p lang="en">{tokens.copyrightEn}</p> : null}
      <Records tokens={tokens} />
    </Lines>
  );
}

/** Layout B (platform config variant B): ownership, online service and hotline, address, copyright, the records. */
function LayoutB({ tokens }: { tokens: ThemeTokens }) {
  return (
    <Lines>
      {tokens.ownership ? <p>{tokens.ownership}</p> : null}
      <p>
        {tokens.onlineService ? <span>{tokens.onlineService}</span> : null}
        <Labelled label={t.hotline} value={tokens.hotline} />
        <Labelled label={t.address} value={tokens.address} />
        <Labelled label={t.postcode} value={tokens.postcode} />
      </p>
      {tokens.copyrightCn ? <p>{tokens.copyrightCn}</p> : null}
      <Records tokens={tokens} />
    </Lines>
  );
}

/** The bottom bar; texts, colours and layout come from the theme tokens. */
export function Footer({ showQr, qrCodes = [] }: FooterProps) {
  const tokens = useThemeTokens();
  return (
    <Bar data-layout={tokens.footerLayout}>
      {tokens.footerLayout === 'B' ? <LayoutB tokens={tokens} /> : <LayoutA tokens={tokens} />}
      {showQr && qrCodes.length > 0 ? (
        <QrList aria-label={t.qrCodes}>
          {qrCodes.map((qr) => (
            <li key={`${qr.label} ${qr.value}`}>
              <figure>
                <Suspense fallback={null}>
                  <QrCode value={qr.value} alt={`${qr.label}${t.qrSuffix}`} size={88} />
                </Suspense>
                <figcaption>{qr.label}</figcaption>
              </figure>
            </li>
          ))}
        </QrList>
      ) : null}
    </Bar>
  );
}
