import { css } from 'styled-components';
import { cssVar } from '@scf/ui';

/**
 * A <dl> of label–value pairs (each pair in a <div>) set as one wrapping row in the small size, labels in the
 * secondary colour: the facts under a timeline step, the legend of a gauge. The host sets the gaps and margin.
 */
export const factRow = css`
  display: flex;
  flex-wrap: wrap;
  font-size: ${cssVar('fontSizeSm')};
  div {
    display: flex;
  }
  dt {
    color: ${cssVar('textSecondaryColor')};
  }
  dd {
    margin: 0;
  }
`;
