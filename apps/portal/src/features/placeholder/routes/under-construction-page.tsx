import { useNavigate } from 'react-router-dom';
import { Button, Result } from '@scf/ui';
import { Page } from '../../../lib/page';

/** A catalogue route whose screen is not built yet: its title, breadcrumb, 功能建设中 with its illustration and 返回. */
export default function UnderConstructionPage() {
  const navigate = useNavigate();
  return (
    <Page>
      <Result status="building" title="功能建设中">
        <Button onClick={() => void navigate(-1)}>返回</Button>
      </Result>
    </Page>
  );
}
