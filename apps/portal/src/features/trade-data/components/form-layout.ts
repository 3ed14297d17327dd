import { styled } from 'styled-components';

/** Two fields a row on a wide screen, one below 1280 px; the buttons under them. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 24px;
  max-width: 880px;
  @media (max-width: 1279px) {
    grid-template-columns: minmax(0, 1fr);
  }
  > .wide {
    grid-column: 1 / -1;
  }
`;

export const Buttons = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 16px;
`;
