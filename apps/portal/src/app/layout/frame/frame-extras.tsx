import { useNavigation } from 'react-router-dom';
import { NavigationProgress } from '@scf/ui';
import { BuildUpdateBanner } from './build-update-banner';
import { IdleSessionWarning } from './idle-session-warning';
import { RouteFocus } from './route-focus';
import { Watermark } from './watermark';

export interface FrameExtrasProps {
  /** A business page of a signed-in user: it carries the watermark (not login, register or error pages). */
  business: boolean;
  /** Id of the page's main element, where route changes move focus to the h1. */
  mainId: string;
}

/**
 * What the frame adds after the first paint, in a chunk of its own (design.md §7 byte budget): the progress bar of
 * route changes (a lazy screen loading), focus and announcement of the new page after a route change, the
 * new-build banner, the idle-session warning and the watermark.
 */
export default function FrameExtras({ business, mainId }: FrameExtrasProps) {
  const navigation = useNavigation();
  return (
    <>
      <NavigationProgress active={navigation.state !== 'idle'} />
      <RouteFocus mainId={mainId} />
      <BuildUpdateBanner />
      <IdleSessionWarning />
      {business ? <Watermark /> : null}
    </>
  );
}
