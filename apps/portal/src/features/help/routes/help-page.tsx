import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';
import { PageSection } from '../../../lib/page';
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

/** `/help/index`: the public help centre (spec §2), a list of common questions. */
export default function HelpPage() {
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
    </PageSection>
  );
}
