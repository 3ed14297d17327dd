import { css, keyframes, styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';
import { fills } from '../theme/palette';

const spin = keyframes`to { transform: rotate(360deg); }`;
const pulse = keyframes`50% { opacity: 0.5; }`;

export const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${cssVar('borderColor')};
  border-top-color: ${cssVar('primaryColor')};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${cssVar('textSecondaryColor')};
  font-size: ${cssVar('fontSizeMd')};
`;

/** A grey placeholder bar that pulses while content loads: skeleton lines and the rows of a loading table. */
export const bone = css`
  border-radius: ${cssVar('radius')};
  background: ${fills.skeleton};
  animation: ${pulse} 1.5s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Bone = styled.span<{ $width: string }>`
  ${bone}
  display: block;
  width: ${({ $width }) => $width};
  height: 16px;
  margin-bottom: 12px;
`;
