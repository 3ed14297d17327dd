import { ErrorPanel } from '../components/error-panel';

/** `/error-page/contact-manager-open-product`: the product is not open for the corporation. */
export default function ContactManagerPage() {
  return (
    <ErrorPanel title="请联系客户经理开通产品">
      <p>贵司尚未开通该产品，请联系客户经理开通后再使用。</p>
    </ErrorPanel>
  );
}
