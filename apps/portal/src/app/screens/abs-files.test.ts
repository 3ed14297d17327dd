import { describe, expect, it } from 'vitest';
import { ChainFilePage } from '../../features/abs-files/routes';
import { SCREENS } from './abs-files';

describe('the ABS document routes (app/screens/abs-files.ts)', () => {
  it('registers 核心企业档案 (with the signing chunk) and 链属企业档案', async () => {
    expect(Object.keys(SCREENS).sort()).toEqual(['/abs/chain/index/file', '/abs/core/index/file']);
    expect((await SCREENS['/abs/chain/index/file']!()).default).toBe(ChainFilePage);
    expect((await SCREENS['/abs/core/index/file']!()).default).toBeTypeOf('function');
  });
});
