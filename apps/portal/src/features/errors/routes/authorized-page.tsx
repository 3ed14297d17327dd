import { ErrorPanel } from '../components/error-panel';

/** `/error-page/authorized`: the corporation has not finished real-name authentication. */
export default function AuthorizedPage() {
  return (
    <ErrorPanel title="未授权">
      <p>贵司尚未完成企业实名认证或授权，请完成认证后再办理业务。</p>
    </ErrorPanel>
  );
}
