import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApplicationDetail } from '@scf/api/contract';
import { Result } from '@scf/ui';
import { ToastPage } from '../../../lib/page';
import { EDT_ACCESS_PATHS } from '../api/edt-paths';
import { AccessForm } from '../components/access-form';

/**
 * 准入签约 (domain-lines.md §19.2): 准入自检 and the form; once sent, the application number (待复核: the director signs
 * 《e订通业务合作协议》) and the way to 准入查询.
 */
export function AccessSignupPage() {
  const [params] = useSearchParams();
  const [done, setDone] = useState<ApplicationDetail | null>(null);
  return (
    <ToastPage>
      {done ? (
        <Result status="success" title="准入申请已提交">
          <p>申请编号：{done.appNo}，待主管复核并签署《e订通业务合作协议》。</p>
          <Link to={`${EDT_ACCESS_PATHS.query}?appNo=${done.appNo}`}>查看准入查询</Link>
        </Result>
      ) : (
        <AccessForm initialCore={params.get('core') ?? ''} onDone={setDone} />
      )}
    </ToastPage>
  );
}
