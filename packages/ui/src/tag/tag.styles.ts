import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export type TagTone = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'processing';

// Text colours are dark enough for WCAG AA (4.5:1) on their tinted backgrounds.
const tones: Record<TagTone, { color: string; background: string; border: string }> = {
  default: { color: '#4e5969', background: '#f2f3f5', border: '#e5e6eb' },
  primary: { color: '#0a4dbf', background: '#e8f0ff', border: '#a8c6ff' },
  success: { color: '#18692e', background: '#e8f7ec', border: '#a3dcb2' },
  warning: { color: '#8a4b00', background: '#fff4e5', border: '#ffd591' },
  danger: { color: '#b0151f', background: '#ffecec', border: '#ffb3b3' },
  processing: { color: '#1a5fb4', background: '#e6f4ff', border: '#91caff' },
};

export const StyledTag = styled.span<{ $tone: TagTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0 8px;
  border: 1px solid ${({ $tone }) => tones[$tone].border};
  border-radius: ${cssVar('radius')};
  background: ${({ $tone }) => tones[$tone].background};
  color: ${({ $tone }) => tones[$tone].color};
  font-family: ${cssVar('fontFamily')};
  font-size: ${cssVar('fontSizeSm')};
  line-height: 20px;
  white-space: nowrap;
`;

export const Dot = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
`;
