import { buildApp } from './build-app';
import { ossConfigOf, trustProxyOf } from './env';
import type { ServerEnv } from './env';
import { resolveBusinessDate } from './platform/business-date';
import { migrate } from './platform/db/migrate';
import { openDb } from './platform/db/open-db';
import { resolvePortalDir } from './portal-dir';
import { seed } from './seed/seed-demo';
import { installModuleFlows } from './server-modules';
import { StartRefused, checkProductionData } from './start-mode';
import type { StartPlan } from './start-mode';

/** The server after its start plan (main.ts): open, migrate and seed the database, then listen until a signal. */
export async function run(env: ServerEnv, plan: StartPlan): Promise<void> {
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let closing = false;

  try {
    await migrate(db);
    installModuleFlows();
    await seed(db, plan.seed, resolveBusinessDate(env.BUSINESS_DATE, Date.now()));
    if (plan.production) await checkProductionData(db);
    const app = await buildApp({
      db,
      businessDate: env.BUSINESS_DATE,
      businessTime: env.BUSINESS_TIME,
      portalDir: resolvePortalDir(env.PORTAL_DIR),
      trustProxyTls: env.TRUST_PROXY_TLS === '1' || env.TRUST_PROXY_TLS === 'true',
      trustProxy: trustProxyOf(env.TRUST_PROXY),
      allowedOrigins: env.ALLOWED_ORIGINS ? env.ALLOWED_ORIGINS.split(',').map((s) => s.trim()) : [],
      logger: { level: env.LOG_LEVEL },
      ukeyAgentOrigin: env.UKEY_AGENT_ORIGIN === 'none' ? undefined : new URL(env.UKEY_AGENT_ORIGIN).origin,
      signingEnabled: env.SIGNING_ENABLED === '1' || env.SIGNING_ENABLED === 'true',
      oss: ossConfigOf(env),
      bankCaCerts: plan.bankCaCerts,
      demoTools: plan.demoTools,
      benchFloor: plan.benchFloor,
      liveHeartbeatMs: env.LIVE_HEARTBEAT_MS,
    });

    // Graceful shutdown: stop accepting, finish in-flight requests, then close the database (PGlite keeps Node alive).
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      await app.close().catch(() => undefined);
      await db.close();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: env.PORT, host: plan.host });
  } catch (err) {
    console.error(err instanceof StartRefused ? `refused to start: ${err.message}` : err);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
}
