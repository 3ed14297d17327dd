import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { UKEY_PATHS } from '../api/ukey-paths';
import { useCanVisit } from '../api/use-can-visit';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const LINKS = [
  { path: UKEY_PATHS.apply, text: 'Ukey申请' },
  { path: UKEY_PATHS.add, text: '新增Ukey' },
  { path: UKEY_PATHS.update, text: '证书更新' },
  { path: UKEY_PATHS.download, text: '证书下载' },
  { path: UKEY_PATHS.bill, text: 'Ukey账单' },
] as const;

/** The key services the user may open (granted menu paths only), as a labelled navigation list. */
export function UkeyLinks() {
  const canVisit = useCanVisit();
  const visible = LINKS.filter((l) => canVisit(l.path));
  if (visible.length === 0) return null;
  return (
    <nav aria-label="Ukey业务">
      <List>
        {visible.map((l) => (
          <li key={l.path}>
            <Link to={l.path}>{l.text}</Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
