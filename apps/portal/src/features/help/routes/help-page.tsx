import { Link, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { PageSection } from '../../../lib/page';
import { usePlatform } from '../../../lib/platform';
import { withShellDialog } from '../../../lib/shell-dialogs';
import { FAQ_CATALOGUE } from '../api/faq-catalogue';

const List = styled.dl`
  dt {
    font-weight: 600;
    margin-top: 16px;
  }
  dd {
    margin: 6px 0 0;
    color: ${cssVar('textSecondaryColor')};
  }
`;

const Contact = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${cssVar('primaryColor')};
  }
`;

/**
 * `/help/index`: the public help centre (spec §2), common questions and the ways to reach the platform: 在线客服
 * (hotline, 7*24 hours and 留言) and, for a signed-in user, 意见反馈 — both dialogs of the shell.
 */
export default function HelpPage() {
  const { search } = useLocation();
  const { tokens } = usePlatform();
  const signedIn = useAuth().status === 'authenticated';
  return (
    <PageSection aria-labelledby="help-title">
      <h1 id="help-title">帮助中心</h1>
      <h2>常见问题</h2>
      <List>
        {FAQ_CATALOGUE.map((faq) => (
          <div key={faq.id}>
            <dt>{faq.question}</dt>
            <dd>{faq.answer}</dd>
          </div>
        ))}
      </List>
      <h2>联系我们</h2>
      <Contact>
        {tokens.hotline ? <li>{`客服热线：${tokens.hotline}（7*24小时）`}</li> : null}
        <li>
          <Link to={{ search: withShellDialog(search, 'service') }}>在线客服</Link>
        </li>
        {signedIn ? (
          <li>
            <Link to={{ search: withShellDialog(search, 'feedback') }}>意见反馈</Link>
          </li>
        ) : null}
      </Contact>
    </PageSection>
  );
}
