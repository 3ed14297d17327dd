import { styled } from 'styled-components';

export const Frame = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  background: #fff;
  img {
    display: block;
  }
`;
