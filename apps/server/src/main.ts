import { parseEnv } from './env';
import { StartRefused, startPlan } from './start-mode';

const env = parseEnv(process.env);
let plan;
try {
  plan = startPlan(env);
} catch (err) {
  console.error(err instanceof StartRefused ? `refused to start: ${err.message}` : err);
  process.exit(1);
}
// The first line says what kind of server this is (ADR 0024): a demo must never pass for a deployment.
console.log(plan.banner);
// The rest of the server (its routes, the database drivers) loads only now: a start refused above says so at once.
const { run } = await import('./run');
await run(env, plan);
