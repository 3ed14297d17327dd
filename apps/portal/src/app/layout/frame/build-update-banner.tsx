import { styled } from 'styled-components';
import { Button, cssVar, layers, shadows } from '@scf/ui';
import { useNewBuildAvailable } from '../../../lib/build-version';

const Banner = styled.div`
  position: fixed;
  top: 72px;
  left: 50%;
  z-index: ${layers.toast};
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 8px 8px 8px 16px;
  border: 1px solid ${cssVar('borderColor')};
  border-left: 4px solid ${cssVar('primaryColor')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  box-shadow: ${shadows.popover};
  translate: -50% 0;
`;

const reloadPage = () => window.location.reload();

/** 系统已更新，请刷新页面: a newer build is deployed (lib/build-version); 刷新 loads it when the user is ready. */
export function BuildUpdateBanner({ reload = reloadPage }: { reload?: () => void }) {
  if (!useNewBuildAvailable()) return null;
  return (
    <Banner role="status">
      <span>系统已更新，请刷新页面</span>
      <Button variant="primary" onClick={reload}>
        刷新
      </Button>
    </Banner>
  );
}
