import { appNoSchema } from '@scf/api/contract';
import type { ApplicationDetail, SignaturePayload } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { issueChallenge } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import { ledgerConfigOf } from '../config';
import type { LedgerConfig } from '../config';
import { runKeySignedOperation } from '../ukey';
import { refuse } from '../../platform/refusal';
import { appOf } from './application.repo';
import type { AppRow } from './application.repo';
import { detailOf } from './application-detail';
import type { AppAction, OriginalType } from './flow-definition';
import { servedFlow } from './flow-registry';
import type { LedgerContext } from './ledger-context';
import { acting, inLedger } from './ledger-context';
import { approvalDigest, originalLines, originalTypeOf } from './originals';
import { act, transitionFor } from './transitions';

/**
 * Which calls may act: `own` (the business module's own routes) reach any application of the caller's corporation;
 * `generic` (the shared approve, return, reject and cancel routes) not one whose flow is acted on only by its own
 * calls (a cash plan, whose approval pays: domain.md §7.8).
 */
export type Via = 'own' | 'generic';

/** An application of the caller's corporation, locked when asked; 404 for another's or a malformed number. */
export async function loadApp(q: Queryable, actor: Actor, appNo: string, lock: boolean, via: Via = 'own'): Promise<AppRow> {
  const app = appNoSchema.safeParse(appNo).success ? await appOf(q, actor.corpId, appNo, lock) : undefined;
  if (!app) throw refuse.appNotFound();
  if (via === 'generic' && servedFlow(app.biz_type)?.ownRoutesOnly) throw refuse.rule('该业务请在其办理页面处理');
  return app;
}
const load = loadApp;

/** The approval this actor would sign now, checked before any key is involved (state, role, maker–checker). */
async function signableScope(q: Queryable, config: LedgerConfig, actor: Actor, app: AppRow, type: OriginalType): Promise<ChallengeScope> {
  if (originalTypeOf(app) !== type) throw refuse.rule('签名原文类型与业务不符');
  transitionFor(config, app, 'APPROVE', acting(actor));
  return { userId: actor.userId, roleCode: actor.role, businessType: type, businessIds: [app.app_no], stateDigest: await approvalDigest(q, app) };
}

/**
 * The original text a director (or final reviewer) signs to approve one application (`ids` = its number): every
 * party, amount in figures and 大写, due date and contract, then the challenge id and expiry (security.md §2.6).
 */
export async function approvalOriginal(env: ServiceEnv, actor: Actor, ids: string, type: OriginalType): Promise<string> {
  const nos = ids.split(',');
  if (nos.length !== 1 || !nos[0]) throw refuse.rule('一次只能签署一笔申请');
  const app = await load(env.db, actor, nos[0], false);
  const scope = await signableScope(env.db, ledgerConfigOf(app.ledger_json), actor, app, type);
  return issueChallenge(env.db, env.now, scope, await originalLines(env.db, app));
}

/**
 * 同意 with the key: the challenge, the signature and the transition in one transaction; exactly one of two concurrent
 * approvals wins. The application is locked and read once, with the ledger parameters (one statement), by the scope: the
 * effect runs later in the same transaction, under that lock, on the row and parameters the scope was checked with.
 */
export function approve(env: ServiceEnv, actor: Actor, appNo: string, payload: SignaturePayload, via: Via = 'own'): Promise<ApplicationDetail> {
  let locked: AppRow | undefined;
  let config: LedgerConfig | undefined;
  return runKeySignedOperation({
    db: env.db,
    now: env.now,
    signingEnabled: env.signingEnabled,
    payload,
    scope: async (tx) => {
      locked = await load(tx, actor, appNo, true, via);
      config = ledgerConfigOf(locked.ledger_json);
      return signableScope(tx, config, actor, locked, originalTypeOf(locked));
    },
    effect: (tx, signedBy) =>
      inLedger(
        { db: tx, now: env.now, businessDate: env.businessDate },
        acting(actor),
        async (ctx: LedgerContext) => detailOf(tx, ctx.actor, await act(ctx, locked ?? (await load(tx, actor, appNo, true)), 'APPROVE', { signed: true })),
        signedBy.serialNorm,
        config,
      ),
  });
}

/** 退回, 拒绝 (both need 意见) and 撤销申请: a transition without a key. */
export function decide(
  env: ServiceEnv,
  actor: Actor,
  appNo: string,
  action: Extract<AppAction, 'RETURN' | 'REJECT' | 'CANCEL'>,
  comment?: string,
  via: Via = 'own',
): Promise<ApplicationDetail> {
  return inLedger(env, acting(actor), async (ctx) =>
    detailOf(ctx.tx, ctx.actor, await act(ctx, await load(ctx.tx, actor, appNo, true, via), action, comment === undefined ? {} : { comment })),
  );
}

/** A step without a key that is not a decision of 意见 only: the FI client manager's 通过 (DECIDE) and the 放款 (FUND). */
export function proceed(env: ServiceEnv, actor: Actor, appNo: string, action: Extract<AppAction, 'DECIDE' | 'FUND'>, comment = ''): Promise<ApplicationDetail> {
  return inLedger(env, acting(actor), async (ctx) => {
    const app = await load(ctx.tx, actor, appNo, true);
    return detailOf(ctx.tx, ctx.actor, await act(ctx, app, action, action === 'DECIDE' ? { decision: 'ACCEPT', comment } : { comment }));
  });
}
