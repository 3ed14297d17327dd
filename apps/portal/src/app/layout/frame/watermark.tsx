import { useMemo } from 'react';
import { styled } from 'styled-components';
import { layers } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { useBusinessDate } from '../../../lib/business-date';
import { usePlatform } from '../../../lib/platform';
import { watermarkImage } from './watermark-image';

/** Over the page, under every dialog and popover; it never takes a click or a screen reader's attention. */
const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.scrim - 1};
  pointer-events: none;
  background-repeat: repeat;
  @media print {
    position: absolute;
  }
`;

/**
 * The faint watermark of bank portals on business pages: who is signed in and the business date, so a screenshot
 * or photo of a page shows whose it was. The image is an SVG data URL set through the CSSOM (allowed by the CSP).
 */
export function Watermark() {
  const { session } = useAuth();
  const { tokens } = usePlatform();
  const date = useBusinessDate();
  const name = session ? `${session.userInfo.personName} ${session.userInfo.userName}` : '';
  const image = useMemo(() => watermarkImage([name, date ?? ''], tokens.fontFamily), [name, date, tokens.fontFamily]);
  if (!session) return null;
  return <Layer aria-hidden="true" data-testid="watermark" style={{ backgroundImage: image }} />;
}
