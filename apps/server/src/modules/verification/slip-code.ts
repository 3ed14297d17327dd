import { createHash } from 'node:crypto';
import type { VerifyCodeResult } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { creditSlip } from '../credits';
import { registerCode } from './verification.service';

/**
 * The 验证码 of a credit's slip (凭证签章页) as it reads now: its hash covers every field printed, so a slip whose
 * status or holder changed gets a new code and the old one still says what the old slip said.
 */
export async function creditSlipCode(env: ServiceEnv, actor: Actor, creditNo: string): Promise<VerifyCodeResult> {
  const slip = await creditSlip(env.db, actor, creditNo);
  const docHash = createHash('sha256').update(JSON.stringify(slip)).digest('hex');
  const code = await registerCode(
    env.db,
    {
      docType: slip.kind === 'ISSUE' ? '电子债权凭证开立单' : '电子债权凭证转让单',
      docNo: slip.creditNo,
      docHash,
      amountFen: parseFen(slip.amount),
      parties: [
        { role: slip.kind === 'ISSUE' ? '开立方' : '转让方', name: slip.from.corpName },
        { role: '接收方', name: slip.to.corpName },
        { role: '付款方', name: slip.payer.corpName },
      ],
      signer: null,
      signedAt: null,
    },
    env.now,
  );
  return { code, docHash };
}
