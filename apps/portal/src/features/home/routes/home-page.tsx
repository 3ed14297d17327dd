import { useSession } from '../../../app/session';
import { Breadcrumb, PageSection, useCurrentRoute } from '../../../lib/page';
import { WelcomeCard } from '../components/welcome-card';

/**
 * The role home pages (domain.md §12). The tiles and lists come with the business screens; until then the page
 * shows who is working, for which corporation and in which role — real session data, no sample figures.
 */
export default function HomePage() {
  const { route, breadcrumb } = useCurrentRoute();
  const { session, role } = useSession();
  const title = route?.title ?? '首页';
  return (
    <PageSection aria-labelledby="home-title">
      <Breadcrumb items={breadcrumb} />
      <h1 id="home-title">{title}</h1>
      {session && (
        <>
          <p>
            您好，{session.userInfo.personName}（{session.corpInfo.corpName}·{role.label || '未分配角色'}）
          </p>
          <WelcomeCard personName={session.userInfo.personName} corpName={session.corpInfo.corpName} roleLabel={role.label} />
        </>
      )}
    </PageSection>
  );
}
