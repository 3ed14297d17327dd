import { Breadcrumb, PageSection, useCurrentRoute } from '../../../lib/page';

/** A catalogue route whose screen is not built yet: its title, breadcrumb and 功能建设中. */
export default function UnderConstructionPage() {
  const { route, breadcrumb } = useCurrentRoute();
  const title = route?.title ?? '功能建设中';
  return (
    <PageSection aria-labelledby="page-title">
      <Breadcrumb items={breadcrumb.length ? breadcrumb : [title]} />
      <h1 id="page-title">{title}</h1>
      <p>功能建设中</p>
    </PageSection>
  );
}
