import { HOLIDAY_REGION } from '@scf/api/contract';
import type { Db, Queryable } from '../platform/db/db';
import { toNumber } from '../platform/db/db';
import { hashPassword } from '../platform/security/password';
import { CONFIG_STORE_KEY } from '../modules/config';
import { writeLedgerPlan } from '../modules/credits';
import type { LedgerPlan } from '../modules/credits';
import { insertSurvey } from '../modules/survey';
import { seedBank } from './bank';
import { seedCash } from './cash';
import { seedCounterparties } from './counterparties';
import { demoLedgerPlan } from './credit-ledger';
import { largeLedgerPlan } from './credit-ledger-large';
import { seedDemoSigning } from './demo-signing';
import { DICTIONARIES } from './dictionaries';
import { MAKE_UP_WORKING, NON_WORKING } from './holidays';
import { MENU_GRANTS } from './menu-grants';
import { buildMenuRows, expandPatterns } from './menu-tree';
import { seedMessages, seedNotices } from './notices-messages';
import { DEMO_PASSWORD, SEED_ACCOUNTS, SEED_CORPS, SEED_RELATIONS, SEED_USERS } from './orgs';
import { CUSTOMER_SERVICE, PAGE_CONFIG, PLATFORM_CONFIG, PLATFORM_PARAM, PRODUCT_CONFIG } from './platform-config';
import { seedShellChecks } from './shell-checks';
import { seedSurvey } from './survey';
import { demoTradeData } from './trade-data';
import { seedVoucherSuppliers, voucherLedgerPlan } from './voucher-ledger';
import { VOUCHER_QUOTES, seedVoucherFinance } from './voucher-finance';
import { seedTradeData } from '../modules/trade-data';
import { seedFinance } from '../modules/finance';
import { seedExports } from '../modules/exports';
import { seedEAccounts } from '../modules/e-accounts';
import { seedVoucherDebit } from '../modules/voucher-debit';
import { seedEdt } from '../modules/edt';
import { seedAbs } from '../modules/abs';
import { seedDiscount } from '../modules/discount';
import { seedPond } from '../modules/pond';
import { demoFinance } from './finance';
import { seedReceipts } from './receipts';
import { SEED_INACTIVE_USERS, SEED_REGISTRY } from './registry';
import { seedRegistration } from '../modules/register';
import { seedRealname } from '../modules/realname';
import { seedAgreementRecords } from '../modules/agreement';
import { seedRegisteredInfo } from '../modules/info-change';
import { loadSecrets } from '../platform/security/secrets';

/** Reference data every deployment needs (config, dictionaries, holidays, menus), demo or not. */
async function seedReference(tx: Queryable): Promise<void> {
  const configs: Array<[string, unknown]> = [
    [CONFIG_STORE_KEY.platform, PLATFORM_CONFIG],
    [CONFIG_STORE_KEY.page, PAGE_CONFIG],
    [CONFIG_STORE_KEY.platformParam, PLATFORM_PARAM],
    [CONFIG_STORE_KEY.product, PRODUCT_CONFIG],
    [CONFIG_STORE_KEY.customerService, CUSTOMER_SERVICE],
  ];
  for (const [key, value] of configs) {
    await tx.query('INSERT INTO sys_config (config_key, value_json) VALUES ($1, $2::jsonb)', [key, JSON.stringify(value)]);
  }
  for (const [type, entries] of Object.entries(DICTIONARIES)) {
    for (const [i, [value, label]] of entries.entries()) {
      await tx.query('INSERT INTO dict_data (dict_type, dict_value, dict_label, sort) VALUES ($1, $2, $3, $4)', [type, value, label, i]);
    }
  }
  for (const day of NON_WORKING) await tx.query('INSERT INTO holiday (region, day, working) VALUES ($1, $2, FALSE)', [HOLIDAY_REGION, day]);
  for (const day of MAKE_UP_WORKING) await tx.query('INSERT INTO holiday (region, day, working) VALUES ($1, $2, TRUE)', [HOLIDAY_REGION, day]);

  const rows = buildMenuRows();
  for (const m of rows) {
    await tx.query('INSERT INTO menu (menu_id, parent_id, menu_name, path, sort) VALUES ($1, $2, $3, $4, $5)', [
      m.menuId,
      m.parentId,
      m.menuName,
      m.path,
      m.sort,
    ]);
  }
  const idByPath = new Map(rows.filter((r) => r.path).map((r) => [r.path as string, r.menuId]));
  for (const g of MENU_GRANTS) {
    for (const path of expandPatterns(g.paths)) {
      await tx.query('INSERT INTO role_menu (corp_type, role_code, menu_id) VALUES ($1, $2, $3)', [g.corpType, g.role, idByPath.get(path)]);
    }
    for (const perm of g.perms) {
      await tx.query('INSERT INTO role_perm (corp_type, role_code, perm_code) VALUES ($1, $2, $3)', [g.corpType, g.role, perm]);
    }
  }
}

/** The credit and application numbers a plan has taken, counting the plans before it. */
const taken = (plan: LedgerPlan): { credits: number; apps: number } => ({
  credits: (plan.offset?.credits ?? 0) + plan.credits.length,
  apps: (plan.offset?.apps ?? 0) + plan.apps.length,
});

async function seedDemoData(tx: Queryable, businessDate: string, hashes: ReadonlyMap<string, string>, fieldKey: Buffer): Promise<void> {
  for (const c of SEED_CORPS) {
    await tx.query('INSERT INTO corp (corp_id, corp_name, uscc, corp_type, parent_corp_id) VALUES ($1, $2, $3, $4, $5)', [
      c.corpId,
      c.corpName,
      c.uscc,
      c.corpType,
      c.parentCorpId ?? null,
    ]);
    for (const p of c.products) await tx.query('INSERT INTO corp_product (corp_id, product_code) VALUES ($1, $2)', [c.corpId, p]);
  }
  for (const u of SEED_USERS) {
    const defaultRole = u.roles[0]?.role;
    if (!defaultRole) throw new Error(`seed user ${u.userName} has no role`);
    await tx.query(
      `INSERT INTO app_user (user_id, user_name, person_name, mobile, corp_id, password_hash, default_role, is_edt_whitelist, is_rft_whitelist)
       VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8)`,
      [u.userName, u.personName, u.mobile, u.corpId, hashes.get(u.userName), defaultRole, u.edtWhitelist ?? false, u.rftWhitelist ?? false],
    );
    for (const r of u.roles) {
      await tx.query('INSERT INTO user_role (user_id, role_code, ukey_code_suffix) VALUES ($1, $2, $3)', [u.userName, r.role, r.ukeySuffix ?? '']);
    }
  }
  const corpName = new Map(SEED_CORPS.map((c) => [c.corpId, c.corpName]));
  for (const a of SEED_ACCOUNTS) {
    await tx.query(
      `INSERT INTO bank_account (account_id, corp_id, account_no, account_name, bank_name, bank_code, account_type, balance_fen) VALUES ($1, $2, $3, $4, $5,
         $6, $7, $8)`,
      [a.accountId, a.corpId, a.accountNo, corpName.get(a.corpId), a.bankName, a.bankCode, a.type, a.balanceFen.toString()],
    );
  }
  for (const [customer, supplier] of SEED_RELATIONS) {
    await tx.query('INSERT INTO counterparty_rel (corp_id, counterparty_corp_id, relation, since) VALUES ($1, $2, $3, $4)', [
      customer,
      supplier,
      'SUPPLIER',
      '2024-01-01',
    ]);
    await tx.query('INSERT INTO counterparty_rel (corp_id, counterparty_corp_id, relation, since) VALUES ($1, $2, $3, $4)', [
      supplier,
      customer,
      'CUSTOMER',
      '2024-01-01',
    ]);
  }
  await seedCounterparties(tx, businessDate);
  for (const n of seedNotices(businessDate)) {
    await tx.query(
      `INSERT INTO notice (notice_id, notice_title, notice_content, btn_name, btn_effect, link, eject_frequency, release_date, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'RELEASED')`,
      [n.noticeId, n.noticeTitle, n.noticeContent, n.btnName, n.btnEffect, n.link, n.ejectFrequency, n.releaseDate],
    );
  }
  for (const m of seedMessages(businessDate)) {
    await tx.query(
      'INSERT INTO message (message_id, user_id, message_type, message_state, title, content, created_on, link) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [m.messageId, m.userName, m.messageType, m.state, m.title, m.content, m.createdOn, m.link ?? null],
    );
  }
  await seedShellChecks(tx, businessDate);
  await insertSurvey(tx, seedSurvey(businessDate));
  await seedDemoSigning(tx, businessDate);
  const at = Date.parse(`${businessDate}T00:00:00Z`);
  const credit = demoLedgerPlan(businessDate);
  await writeLedgerPlan(tx, credit, at);
  const vouchers = voucherLedgerPlan(businessDate, taken(credit));
  await writeLedgerPlan(tx, vouchers, at);
  await seedVoucherSuppliers(tx, businessDate, at);
  await seedCash(tx, businessDate);
  await seedTradeData(tx, demoTradeData(businessDate));
  await seedFinance(tx, demoFinance(businessDate));
  await seedFinance(tx, { businessDate, quotes: VOUCHER_QUOTES, customers: [], apps: [] });
  await seedVoucherFinance(tx, vouchers, at);
  await seedBank(tx, businessDate);
  // C1's 代扣授权 on its 还款专户, then VC1's debit run under it (domain-lines.md §13.8, §17.4).
  await seedEAccounts(tx);
  await seedVoucherDebit(tx);
  await seedEdt(tx, businessDate);
  await seedAbs(tx, businessDate);
  await seedPond(tx, businessDate);
  await seedDiscount(tx, businessDate);
  await seedExports(tx, businessDate);
  await seedReceipts(tx, businessDate);
  await seedRegistration(tx, { registry: SEED_REGISTRY, users: SEED_INACTIVE_USERS, password: DEMO_PASSWORD });
  await seedRealname(tx, businessDate, fieldKey);
  // 协议管理's records of the signatures above, and the registered information 企业信息变更 starts from (§16.2, §16.9).
  await seedAgreementRecords(tx);
  await seedRegisteredInfo(tx);
}

/** `SEED=large`: the demo, then ~10,000 more credits for measuring the list screens. */
async function seedLarge(tx: Queryable, businessDate: string): Promise<void> {
  const vouchers = voucherLedgerPlan(businessDate, taken(demoLedgerPlan(businessDate)));
  await writeLedgerPlan(tx, largeLedgerPlan(businessDate, taken(vouchers)), Date.parse(`${businessDate}T00:00:00Z`));
}

export type SeedMode = 'demo' | 'large' | 'reference' | 'none';

/**
 * Seed an empty database. `none` writes nothing; `reference` only what every deployment needs (configuration,
 * dictionaries, holidays, menus: production mode's default); `demo` adds the demo organisations; `large` adds
 * ~10,000 credits to the demo.
 * The check and the writes share one transaction with a lock, so two replicas starting together seed once.
 */
export async function seed(db: Db, mode: SeedMode, businessDate: string): Promise<boolean> {
  if (mode === 'none') return false;
  const count = async (q: Queryable) => toNumber((await q.query<{ n: unknown }>('SELECT count(*) AS n FROM sys_config'))[0]?.n);
  // Cheap check first so a restart on a seeded database skips the deliberately slow password hashing.
  if ((await count(db)) > 0) return false;
  // Hash outside the transaction (scrypt is slow on purpose and PGlite serialises transactions); one salt per user, all
  // at once on libuv's thread pool (every core), not one after another.
  const users = mode === 'reference' ? [] : SEED_USERS;
  const hashes = new Map(await Promise.all(users.map(async (u) => [u.userName, await hashPassword(DEMO_PASSWORD)] as const)));
  // The key of personal data at rest, shared with the server (its first start or this seed creates it).
  const { fieldKey } = await loadSecrets(db);
  return db.transaction(async (tx) => {
    await tx.exec('LOCK TABLE sys_config IN EXCLUSIVE MODE');
    if ((await count(tx)) > 0) return false;
    await seedReference(tx);
    if (mode === 'reference') return true;
    await seedDemoData(tx, businessDate, hashes, fieldKey);
    if (mode === 'large') await seedLarge(tx, businessDate);
    return true;
  });
}
