import { styled } from 'styled-components';
import { KeywordSearch } from '../../../lib/list/keyword-search';

/** The ABS融资资料 lists' search: the keyword field 280 px wide. */
export const ListSearch = styled(KeywordSearch)`
  > div:first-child {
    width: 280px;
  }
`;
