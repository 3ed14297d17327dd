import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';
import type { NavArea } from '../../../lib/navigation';
import { NavLink } from './nav-link';
import { menuLinks } from './nav-link-style';
import { rovingFocus } from './roving-focus';

const Bar = styled.nav`
  background: ${cssVar('surfaceColor')};
  border-bottom: 1px solid ${cssVar('borderColor')};
  ul {
    display: flex;
    gap: 4px;
    max-width: 1440px;
    margin: 0 auto;
    padding: 0 16px;
    list-style: none;
  }
  ${menuLinks('bottom', 2)}
  a {
    padding: 12px 16px;
  }
`;

export interface ProductBarProps {
  /** 首页: the role's home page. */
  homePath: string | null;
  areas: readonly NavArea[];
  /** The area of the page being shown (null on shell pages). */
  current: NavArea['area'] | null;
  onHome: boolean;
}

/** 主导航 (spec §2, §3): 首页 and the product areas the user may open; arrow keys move between them. */
export function ProductBar({ homePath, areas, current, onHome }: ProductBarProps) {
  return (
    <Bar aria-label="主导航" onKeyDown={rovingFocus('horizontal')}>
      <ul>
        {homePath ? (
          <li>
            <NavLink to={homePath} current={onHome}>
              首页
            </NavLink>
          </li>
        ) : null}
        {areas.map((a) => (
          <li key={a.area}>
            <NavLink to={a.path} current={!onHome && current === a.area}>
              {a.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
