import { styled } from 'styled-components';

/** The white content card every page sits in. */
export const PageSection = styled.section`
  max-width: 1200px;
  margin: 24px auto;
  padding: 24px;
  background: #fff;
  border-radius: 4px;
  h1 {
    font-size: 20px;
    margin: 0 0 16px;
  }
`;
