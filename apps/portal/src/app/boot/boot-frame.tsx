import { useState } from 'react';
import { BASE_PATH } from '@scf/api/contract';
import { BaseStyle, Button, Footer, Header, ThemeProvider, defaultTokens, footerQrVisible, tokensFromConfig } from '@scf/ui';
import type { ThemeTokens } from '@scf/ui';
import { PageLoading } from '../../lib/page/page-loading';
import { PageSection } from '../../lib/page/page-section';
import { LOGIN_PATH, appRouteOf } from '../../lib/routing/paths';
import { QR_HOSTS } from '../layout/qr-hosts';
import { Body, Columns, Frame, MAIN_ID, Main, frameOf } from '../layout/shell-frame';
import { SkipLink } from '../layout/skip-link';

/**
 * The id of the boot data element, as `BOOT_DATA_ID` of @scf/api/contract (a test holds them equal): importing it
 * from there would bring the boot data's schemas, and zod with them, onto the first paint.
 */
export const BOOT_DATA_ELEMENT_ID = 'scf-boot';

/**
 * The theme of the first paint, from the boot data the server put into index.html (issue 9), read without the API
 * package's schemas (they load with the app): `tokensFromConfig` checks each field it themes, and anything it does
 * not recognise leaves the spec §8 defaults. The app reads the same data through its schemas and gets the same tokens.
 */
export function bootTokens(doc: Pick<Document, 'getElementById'>): ThemeTokens {
  try {
    const data = JSON.parse(doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent ?? 'null') as {
      platform?: unknown;
      param?: { platformName?: unknown };
    } | null;
    const name = data?.param?.platformName;
    return tokensFromConfig(data?.platform ?? null, { ...defaultTokens, platformName: typeof name === 'string' && name ? name : defaultTokens.platformName });
  } catch {
    return defaultTokens;
  }
}

const hrefFor = (path: string) => `${BASE_PATH}${path}`;
const go = (path: string) => window.location.assign(hrefFor(path));

/**
 * The first paint, before the app's code (router, API client, session, screens) has arrived: the branded frame as the
 * app shows it to a visitor whose session is still loading — the header without a user, 加载中… in the page, the
 * footer. The app then renders in its place, laid out the same (layout/shell-frame). Its links are plain page loads.
 * `failed`: the app's code did not load (and the one reload did not help): the page says so and offers a reload.
 */
export function BootFrame({ pathname, host, failed = false }: { pathname: string; host: string; failed?: boolean }) {
  const [tokens] = useState(() => bootTokens(document));
  const { bare, register, loginButton, rightBar } = frameOf(pathname, appRouteOf(pathname)?.newBlank === true);
  return (
    <ThemeProvider tokens={tokens} global>
      <BaseStyle />
      <Frame>
        <SkipLink target={MAIN_ID} />
        {bare ? null : (
          <Header
            variant={register ? 'register' : 'app'}
            homePath={LOGIN_PATH}
            loggedIn={false}
            isCorpAuthenticated={false}
            permissions={{ accountCentre: false, messages: false, help: true }}
            onNavigate={go}
            onLogin={loginButton ? () => go(LOGIN_PATH) : undefined}
            onLogout={() => undefined}
            hrefFor={hrefFor}
          />
        )}
        <Body>
          <Columns $rightBar={rightBar}>
            <Main id={MAIN_ID} tabIndex={-1}>
              {failed ? (
                <PageSection aria-labelledby="boot-error-title">
                  <h1 id="boot-error-title">加载失败</h1>
                  <p role="alert">页面资源加载失败，请检查网络后重新加载。</p>
                  <Button variant="primary" onClick={() => window.location.reload()}>
                    重新加载
                  </Button>
                </PageSection>
              ) : (
                <PageLoading />
              )}
            </Main>
          </Columns>
        </Body>
        {bare ? null : <Footer showQr={footerQrVisible(host, pathname, QR_HOSTS)} qrCodes={[]} />}
      </Frame>
    </ThemeProvider>
  );
}
