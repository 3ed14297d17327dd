import type { UkeyRequest } from '@scf/api/contract';
import { Steps } from '@scf/ui';
import type { StepItem } from '@scf/ui';
import { dateTimeText } from '../api/ukey-format';

/**
 * The life of a request: 提交申请 → (待下载证书 →) 已完成. A request that issues a certificate to be written into
 * the key (证书更新) waits at 待下载证书 until the holder downloads it.
 */
export function RequestSteps({ request }: { request: UkeyRequest }) {
  const waits = request.kind === 'UPDATE' || request.status === 'TO_DOWNLOAD';
  const done = request.status === 'COMPLETED';
  const items: StepItem[] = [
    { title: '提交申请', description: dateTimeText(request.createdAt) },
    ...(waits ? [{ title: '待下载证书', description: done ? '证书已写入Ukey' : '请持有人下载证书到Ukey' }] : []),
    { title: '已完成', description: done ? dateTimeText(request.completedAt) : undefined },
  ];
  return <Steps items={items} current={done ? items.length : 1} />;
}
