import { styled } from 'styled-components';

const Nav = styled.nav`
  font-size: 13px;
  color: var(--scf-text-secondary-color, #666);
  margin-bottom: 12px;
  ol {
    list-style: none;
    display: flex;
    gap: 6px;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '›';
    margin-right: 6px;
  }
`;

/** Area title › page title (spec §2 route tree); the last crumb is the current page. */
export function Breadcrumb({ items }: { items: readonly string[] }) {
  return (
    <Nav aria-label="面包屑">
      <ol>
        {items.map((item, i) => (
          <li key={`${i}-${item}`} aria-current={i === items.length - 1 ? 'page' : undefined}>
            {item}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
