import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';
import { EDGE_PX, TOOL_PX } from './right-bar-size';

export const Aside = styled.aside`
  position: fixed;
  right: ${EDGE_PX}px;
  bottom: 120px;
  z-index: 800;
  font-family: ${cssVar('fontFamily')};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 1px;
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${cssVar('radius')};
  overflow: visible;
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.15);
  li {
    position: relative;
  }
`;

export const ToolButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${TOOL_PX}px;
  height: ${TOOL_PX}px;
  border: 0;
  background: ${cssVar('primaryColor')};
  color: ${cssVar('onPrimaryColor')};
  font-size: 20px;
  cursor: pointer;
  &:hover {
    background: ${cssVar('primaryHoverColor')};
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('textColor')};
    outline-offset: 2px;
  }
`;

export const Ball = styled(ToolButton)`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.2);
`;

export const QrPopover = styled.div`
  position: absolute;
  right: 56px;
  top: 0;
  padding: 8px;
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.15);
  text-align: center;
  img {
    display: block;
  }
  p {
    margin: 4px 0 0;
    font-size: ${cssVar('fontSizeSm')};
    color: ${cssVar('textSecondaryColor')};
    white-space: nowrap;
  }
`;
