import { styled } from 'styled-components';
import { KeywordSearch } from '../../../lib/list/keyword-search';

/** The trade-data lists' search: the keyword 260 px wide, each filter beside it 220 px. */
export const TradeSearch = styled(KeywordSearch)`
  > div {
    width: 220px;
  }
  > div:first-child {
    width: 260px;
  }
`;
