import { Page } from '../../../lib/page';

/** A catalogue route whose screen is not built yet: its title, breadcrumb and 功能建设中. */
export default function UnderConstructionPage() {
  return (
    <Page>
      <p>功能建设中</p>
    </Page>
  );
}
