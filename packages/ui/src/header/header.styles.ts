import { Button } from '../button/button';
import { styled } from 'styled-components';
import { bodyFont } from '../theme/body-font';
import { cssVar } from '../theme/css-variables';
import { fills, layers, shadows } from '../theme/palette';
import { ENTRY_GAP_PX } from './fitting-count';
import { HeaderLink } from './header-link';

/** One line at every width: what does not fit goes into 更多, and the slogan is the last to give way. */
export const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 24px;
  box-sizing: border-box;
  height: 64px;
  padding: 0 24px;
  background: ${cssVar('topBarColor')};
  color: ${cssVar('topBarTextColor')};
  ${bodyFont}
  line-height: 1.5;
  white-space: nowrap;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.08);
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex: 0 1 auto;
  min-width: 0;
  img {
    display: block;
    height: 36px;
  }
`;

export const Slogan = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  font-size: ${cssVar('fontSizeXl')};
  font-weight: 600;
`;

/** Takes the room the brand and the tools leave, never less than the 更多 button. */
export const Nav = styled.nav`
  position: relative;
  flex: 1 1 0;
  min-width: 72px;
`;

export const MenuList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${ENTRY_GAP_PX}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Every entry at its natural width, invisible, for measuring what fits (fitting-count.ts): each label in the entries'
 * box (`RulerEntry`, the padding of `NavLink`), then the 更多 button's own face in its own box (`MoreButton`).
 */
export const Ruler = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  display: flex;
  width: max-content;
  height: 0;
  overflow: hidden;
  visibility: hidden;
  pointer-events: none;
`;

export const RulerEntry = styled.span`
  padding: 4px 2px;
`;

export const NavLink = styled(HeaderLink)`
  position: relative;
  color: inherit;
  text-decoration: none;
  padding: 4px 2px;
  border-radius: 2px;
  &:hover {
    color: inherit;
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

export const MoreRoot = styled.div`
  position: relative;
`;

/**
 * No side padding: the focus ring's offset keeps it clear of the text. The chevron's 15 px icon box has 3 px of empty
 * space on each side; negative margins lay out only its ink (9 px), so the face is 更多, 4 px, the chevron: 41 px at
 * 14 px type, the room it has beside five entries at 1280 px (the supplier roles' header).
 */
export const MoreButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 0;
  svg {
    flex: none;
    margin: 0 -3px;
  }
  border: 0;
  border-radius: 2px;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

/**
 * The entries that did not fit, dropped under 更多 in the surface colours (the bar's colours are for the bar), its
 * top at the bar's lower edge (the button sits in the middle of the 64 px bar).
 */
export const MoreList = styled.ul`
  position: absolute;
  top: calc(100% + 17px);
  left: 0;
  z-index: ${layers.popover};
  min-width: 140px;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  color: ${cssVar('textColor')};
  box-shadow: ${shadows.popover};
  a {
    display: block;
    padding: 6px 16px;
  }
  a:hover,
  a:focus-visible {
    background: ${fills.hover};
    text-decoration: none;
  }
  a:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
    outline-offset: -2px;
  }
`;

/** The number beside 待办: small, round, the danger colour like the unread dot. */
export const CountBadge = styled.span`
  display: inline-block;
  min-width: 18px;
  height: 18px;
  margin-left: 4px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${cssVar('dangerColor')};
  color: ${cssVar('onPrimaryColor')};
  font-size: ${cssVar('fontSizeSm')};
  line-height: 18px;
  text-align: center;
  vertical-align: 1px;
  box-sizing: border-box;
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

export const Tools = styled.div`
  display: flex;
  flex: none;
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

/**
 * The logo as the way home: a link in the bar's colours that is never underlined. The logo keeps its size; a slogan
 * standing in for it may give way like the slogan does.
 */
export const HomeLink = styled(HeaderLink)`
  display: flex;
  flex: 0 1 auto;
  min-width: 0;
  &:has(img) {
    flex: none;
  }
  align-items: center;
  border-radius: 2px;
  color: inherit;
  text-decoration: none;
  &:hover {
    color: inherit;
    text-decoration: none;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 4px;
  }
`;
