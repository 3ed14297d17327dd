import { Link } from 'react-router-dom';
import { Empty } from '@scf/ui';
import { UKEY_PATHS } from '../api/ukey-paths';

/** The way back to Ukey管理 from every key screen. */
export function BackToList() {
  return <Link to={UKEY_PATHS.list}>返回Ukey管理</Link>;
}

/** Nothing to act on (no active key, no such request): say so and lead back to the list. */
export function NothingHere({ description }: { description: string }) {
  return (
    <Empty description={description}>
      <BackToList />
    </Empty>
  );
}
