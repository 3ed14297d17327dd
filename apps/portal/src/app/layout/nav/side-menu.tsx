import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { CountBadge, cssVar, fills } from '@scf/ui';
import { useTodoCount } from '@scf/api';
import type { NavGroup, NavItem } from '../../../lib/navigation';
import { NavLink } from './nav-link';
import { menuLinks } from './nav-link-style';
import { rovingFocus } from './roving-focus';

const Menu = styled.nav<{ $width: string }>`
  flex: 0 0 ${({ $width }) => $width};
  align-self: flex-start;
  position: sticky;
  top: 0;
  max-height: 100vh;
  overflow-y: auto;
  margin: 24px 0;
  padding: 8px 0;
  background: ${cssVar('surfaceColor')};
  border-radius: ${cssVar('radius')};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  h2 {
    margin: 0;
    font-size: ${cssVar('fontSizeMd')};
  }
  h2 button {
    display: flex;
    justify-content: space-between;
    width: 100%;
    padding: 10px 16px;
    border: 0;
    background: none;
    color: ${cssVar('textColor')};
    font: inherit;
    font-weight: 600;
    text-align: left;
    cursor: pointer;
  }
  h2 button::after {
    content: '▾';
    color: ${cssVar('textSecondaryColor')};
  }
  h2 button[aria-expanded='false']::after {
    content: '▸';
  }
  ${menuLinks('right', 3)}
  a {
    padding: 8px 16px 8px 32px;
  }
  a[aria-current='page'] {
    background: ${fills.hover};
  }
`;

/** 收起菜单 / 展开菜单 (MINI): a quiet full-width row when open, the whole rail when folded. */
const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 4px;
  width: 100%;
  padding: 4px 16px 8px;
  border: 0;
  background: none;
  color: ${cssVar('textSecondaryColor')};
  font: inherit;
  font-size: ${cssVar('fontSizeSm')};
  cursor: pointer;
  &:hover {
    color: ${cssVar('primaryColor')};
  }
  &[aria-expanded='false'] {
    justify-content: center;
    padding: 8px 0;
    font-size: ${cssVar('fontSizeLg')};
  }
`;

/** 待办事项 with the open todos beside it: the header's 待办 count and badge, from the same hook (one request, one number). */
function TodoLink({ item, current }: { item: NavItem; current: boolean }) {
  const count = useTodoCount();
  return (
    <NavLink to={item.path} current={current}>
      {item.title}
      {count ? <CountBadge aria-hidden="true">{count > 99 ? '99+' : count}</CountBadge> : null}
    </NavLink>
  );
}

/** Untitled entries above the groups (待办事项): no heading, always shown. */
function TopEntries({ group, currentPath }: { group: NavGroup; currentPath: string }) {
  return (
    <li>
      <ul>
        {group.items.map((item) => (
          <li key={item.path}>
            <TodoLink item={item} current={item.path === currentPath} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function Group({ group, currentPath }: { group: NavGroup; currentPath: string }) {
  const holdsCurrent = group.items.some((i) => i.path === currentPath);
  const [open, setOpen] = useState(true);
  const listId = useId();
  const expanded = open || holdsCurrent;
  return (
    <li>
      <h2>
        <button type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setOpen(!expanded)}>
          {group.title}
        </button>
      </h2>
      <ul id={listId} hidden={!expanded}>
        {group.items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} current={item.path === currentPath}>
              {item.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export interface SideMenuProps {
  groups: readonly NavGroup[];
  currentPath: string;
  /** MINI layout (below 1480 px, spec §3): a narrower menu that can be folded away as a whole. */
  narrow: boolean;
}

/**
 * 菜单: the granted screens of the current area, grouped like the spec §2 route tree; the current page highlighted,
 * each group collapsible (the one holding the current page stays open); Up/Down/Home/End move between entries.
 * At MINI the whole menu folds into a thin rail (收起菜单 / 展开菜单) to give the page its width; the choice holds
 * while the user moves between pages.
 */
export function SideMenu({ groups, currentPath, narrow }: SideMenuProps) {
  const [folded, setFolded] = useState(false);
  const listId = useId();
  if (groups.length === 0) return null;
  const isFolded = narrow && folded;
  return (
    <Menu aria-label="菜单" $width={isFolded ? '40px' : narrow ? '184px' : '216px'} onKeyDown={rovingFocus('vertical')}>
      {narrow ? (
        <Toggle
          type="button"
          aria-expanded={!isFolded}
          aria-controls={listId}
          aria-label={isFolded ? '展开菜单' : undefined}
          title={isFolded ? '展开菜单' : undefined}
          onClick={() => setFolded(!isFolded)}
        >
          <span aria-hidden="true">{isFolded ? '»' : '«'}</span>
          {isFolded ? null : '收起菜单'}
        </Toggle>
      ) : null}
      <ul id={listId} hidden={isFolded}>
        {groups.map((g) =>
          g.title ? <Group key={g.id} group={g} currentPath={currentPath} /> : <TopEntries key={g.id} group={g} currentPath={currentPath} />,
        )}
      </ul>
    </Menu>
  );
}
