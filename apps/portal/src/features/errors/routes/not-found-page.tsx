import { ErrorPanel } from '../components/error-panel';

/** `/error-page/404` and every unknown path. */
export default function NotFoundPage() {
  return (
    <ErrorPanel title="页面不存在">
      <p>您访问的页面不存在或已被移除。</p>
    </ErrorPanel>
  );
}
