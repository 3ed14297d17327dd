import { useState } from 'react';
import { Tabs, useToast } from '@scf/ui';
import { Page, ToastPage } from '../../../lib/page';
import { SignupForm } from '../components/signup-form';
import { SignupList } from '../components/signup-list';

/** 融资签约申请 (domain.md §7.7): the core signs its suppliers up to an FI's financing product; 签约记录 lists what it signed. */
export function SignupApplyPage() {
  return (
    <ToastPage>
      <SignupTabs />
    </ToastPage>
  );
}

function SignupTabs() {
  const [tab, setTab] = useState('apply');
  const toast = useToast();
  return (
    <Tabs
      label="融资签约"
      value={tab}
      onValueChange={setTab}
      items={[
        {
          value: 'apply',
          label: '签约申请',
          content: <SignupForm onDone={(r) => toast.success(`已提交签约${r.signupNo}：${r.rows.length}家供应商已完成融资建档`)} />,
        },
        { value: 'records', label: '签约记录', content: <SignupList /> },
      ]}
    />
  );
}

/** 签约查询 (domain.md §7.7): the sign-up records of the caller's corporation — the core's, a supplier's own, or those at the bank. */
export function SignupQueryPage() {
  return (
    <Page>
      <SignupList />
    </Page>
  );
}
