import { ErrorPanel } from '../components/error-panel';

/** `/error-page/403`: the guard sends routes outside the granted menus here (spec §2, §6). */
export default function ForbiddenPage() {
  return (
    <ErrorPanel title="无权访问">
      <p>您没有访问该页面的权限，如需开通请联系企业管理员。</p>
    </ErrorPanel>
  );
}
