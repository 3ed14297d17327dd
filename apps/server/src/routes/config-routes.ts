import {
  configKeyRequestSchema,
  customerServiceConfigSchema,
  dictRequestSchema,
  dictResponseSchema,
  pageConfigSchema,
  platformConfigSchema,
  platformParamSchema,
  productConfigSchema,
} from '@scf/api/contract';
import type { DictData } from '@scf/api/contract';
import type { Queryable } from '../db/db';
import { CONFIG_KEY } from '../db/seed/platform-config';
import { fail } from '../http/api-error';
import type { ApiRoute } from '../http/route-def';
import { defineRoute } from '../http/route-def';

async function readConfig(q: Queryable, key: string): Promise<unknown> {
  const rows = await q.query<{ value_json: unknown }>('SELECT value_json FROM sys_config WHERE config_key = $1', [key]);
  if (rows.length === 0) throw fail.notFound('配置不存在');
  return rows[0]?.value_json;
}

// The login page needs these before anyone logs in: public, read-only, no anti-forgery token yet. They never
// start a session: one still in flight with the pre-login cookie when login rotates the session would otherwise
// answer with a fresh anonymous cookie and log the user out (only the page load and public-keys start one).
const publicRead = { access: 'public', xsrf: false } as const;

export const CONFIG_ROUTES: readonly ApiRoute[] = [
  defineRoute({
    ...publicRead,
    method: 'POST',
    url: '/v1/sys/configs/find-by-config-key',
    body: configKeyRequestSchema,
    response: platformConfigSchema,
    handler: async ({ body, db }) => {
      // Only the platform config is readable by key; other keys are not exposed through this call.
      if (body.configKey !== CONFIG_KEY.platform) throw fail.notFound('配置不存在');
      return readConfig(db, CONFIG_KEY.platform);
    },
  }),
  defineRoute({
    ...publicRead,
    method: 'POST',
    url: '/v1/sys/configs/common/find-value-json-by-config-key',
    body: configKeyRequestSchema,
    response: customerServiceConfigSchema,
    handler: async ({ body, db }) => {
      if (body.configKey !== CONFIG_KEY.customerService) throw fail.notFound('配置不存在');
      return readConfig(db, CONFIG_KEY.customerService);
    },
  }),
  defineRoute({ ...publicRead, method: 'POST', url: '/v1/sys/tools/loadValueConfig', response: platformParamSchema, handler: async ({ db }) => readConfig(db, CONFIG_KEY.platformParam) }),
  defineRoute({ ...publicRead, method: 'POST', url: '/v1/sys/tools/loadViewConfig', response: pageConfigSchema, handler: async ({ db }) => readConfig(db, CONFIG_KEY.page) }),
  defineRoute({ ...publicRead, method: 'POST', url: '/v1/xugong/sys/tools/loadPrdConfig', response: productConfigSchema, handler: async ({ db }) => readConfig(db, CONFIG_KEY.product) }),
  defineRoute({
    ...publicRead,
    method: 'POST',
    url: '/api/web/corp/v1/sys/dict-datas/list-by-dict-types',
    body: dictRequestSchema,
    response: dictResponseSchema,
    handler: async ({ body, db }) => {
      const types = [...new Set(body.dictTypes)];
      const marks = types.map((_, i) => `$${i + 1}`).join(', ');
      const rows = await db.query<{ dict_type: string; dict_value: string; dict_label: string }>(
        `SELECT dict_type, dict_value, dict_label FROM dict_data WHERE dict_type IN (${marks}) ORDER BY dict_type, sort`,
        types,
      );
      const out: DictData = Object.fromEntries(types.map((t) => [t, []]));
      for (const r of rows) out[r.dict_type]?.push({ dictLabel: r.dict_label, dictValue: r.dict_value });
      return out;
    },
  }),
];
