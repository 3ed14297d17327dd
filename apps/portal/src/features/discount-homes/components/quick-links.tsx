import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Card } from '@scf/ui';
import type { QuickLink } from '../api/home-route';

const Row = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
`;

const Button = styled(Link)`
  display: inline-block;
  padding: 5px 16px;
  border: 1px solid var(--scf-border-color, #d9d9d9);
  border-radius: 4px;
  color: var(--scf-primary-color, #1677ff);
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: var(--scf-primary-color, #1677ff);
  }
`;

const Space = styled.div`
  margin-top: 16px;
`;

/** 快捷入口: a button-like link to each page of the area the role is granted. */
export function QuickLinks({ links }: { links: readonly QuickLink[] }) {
  if (links.length === 0) return null;
  return (
    <Space>
      <Card title="快捷入口">
        <Row aria-label="快捷入口">
          {links.map((l) => (
            <Button key={l.path} to={l.path}>
              {l.title}
            </Button>
          ))}
        </Row>
      </Card>
    </Space>
  );
}
