import { useNavigate } from 'react-router-dom';
import { BASE_PATH } from '@scf/api/contract';
import { Breadcrumb as UiBreadcrumb } from '@scf/ui';
import type { Crumb } from '../navigation';

/** 首页 › area › page (spec §2 route tree): the parents are real links (open in a new tab works), followed in-app. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const navigate = useNavigate();
  return (
    <UiBreadcrumb
      items={items.map((c) => ({ label: c.title, ...(c.path ? { href: `${BASE_PATH}${c.path}` } : {}) }))}
      onNavigate={(href) => navigate(href.slice(BASE_PATH.length))}
    />
  );
}
