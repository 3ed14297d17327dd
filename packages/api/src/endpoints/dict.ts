import { dictRequestSchema, dictResponseSchema } from '../contract/schemas/reference';
import type { DictData } from '../contract/schemas/reference';
import { parseRequest } from '../client/parse-request';
import type { Transport } from '../client/transport';

export const DICT_PATH = { listByTypes: '/api/web/corp/v1/sys/dict-datas/list-by-dict-types' } as const;

export interface DictApi {
  /** Entries grouped by dictionary type. */
  listByTypes(dictTypes: string[]): Promise<DictData>;
}

export function createDictApi(t: Transport): DictApi {
  return {
    listByTypes: async (dictTypes) =>
      t.call('POST', DICT_PATH.listByTypes, { body: parseRequest(dictRequestSchema, { dictTypes }), schema: dictResponseSchema }),
  };
}
