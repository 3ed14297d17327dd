import { Button } from '../button/button';
import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 24px;
  box-sizing: border-box;
  height: 64px;
  padding: 0 24px;
  background: ${cssVar('topBarColor')};
  color: ${cssVar('topBarTextColor')};
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeMd')};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08);
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex: none;
  img {
    height: 36px;
  }
`;

export const Slogan = styled.span`
  font-size: ${cssVar('fontSizeXl')};
  font-weight: 600;
  white-space: nowrap;
`;

export const Nav = styled.nav`
  flex: 1;
  ul {
    display: flex;
    gap: 20px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const NavLink = styled.a`
  position: relative;
  color: inherit;
  text-decoration: none;
  padding: 4px 2px;
  border-radius: 2px;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

export const Dot = styled.span`
  position: absolute;
  top: 0;
  right: -8px;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${cssVar('dangerColor')};
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-left: auto;
`;

export const UserTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 4px 8px;
  border: 0;
  border-radius: ${cssVar('radius')};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid currentColor;
  }
`;

export const Position = styled.span`
  padding: 0 6px;
  border: 1px solid currentColor;
  border-radius: 10px;
  font-size: ${cssVar('fontSizeSm')};
`;

/** Link-look buttons on the top bar take the bar's text colour: the brand colour is unreadable on a coloured bar. */
export const BarButton = styled(Button)`
  && {
    color: inherit;
  }
`;
