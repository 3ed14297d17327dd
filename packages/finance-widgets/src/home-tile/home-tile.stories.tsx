// Stories for apps/storybook. Plain CSF objects: no Storybook import needed here.
import { HomeTile } from './home-tile';
import { HomeTileGrid } from './home-tile-grid';
import type { HomeTileProps } from './home-tile';

export default { title: 'Finance/HomeTile', component: HomeTile };

export const Amount = {
  args: { title: '可用额度', kind: 'amount', value: '22640000.00', note: '总额度 50,000,000.00，已用 1,560,000.00，冻结 800,000.00' } satisfies HomeTileProps,
};
export const Count = { args: { title: '开立待复核', kind: 'count', value: '1' } satisfies HomeTileProps };
export const AsLink = { args: { title: '待签收', kind: 'amount', value: '500000.00', note: '共 1 笔', href: '#todo' } satisfies HomeTileProps };

/** A row of four figures (融资详情): they share the row out equally. */
export const Grid = {
  render: () => (
    <HomeTileGrid label="业务概览">
      <HomeTile title="持有金额" kind="amount" value="300000.00" note="共 1 笔" href="#held" />
      <HomeTile title="待签收" kind="amount" value="500000.00" note="共 1 笔" href="#todo" />
      <HomeTile title="本月到期" kind="amount" value="200000.00" note="共 1 笔" />
      <HomeTile title="草稿与退回" kind="count" value="0" />
    </HomeTileGrid>
  ),
};

/** A role home with six figures: they wrap in rows of as many 230 px columns as fit. */
export const SixTiles = {
  render: () => (
    <HomeTileGrid label="业务概览">
      <HomeTile title="持有金额" kind="amount" value="300000.00" note="共 1 笔" />
      <HomeTile title="待签收" kind="amount" value="500000.00" note="共 1 笔" />
      <HomeTile title="本年转让" kind="amount" value="100000.00" note="共 1 笔" />
      <HomeTile title="已融资" kind="amount" value="400000.00" note="共 1 笔" />
      <HomeTile title="本月到期" kind="amount" value="200000.00" note="共 1 笔" />
      <HomeTile title="本年已兑付" kind="amount" value="0.00" note="共 0 笔" />
    </HomeTileGrid>
  ),
};
