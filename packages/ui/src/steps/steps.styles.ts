import { styled } from 'styled-components';
import { bodyFont } from '../theme/body-font';
import { cssVar } from '../theme/css-variables';

export type StepState = 'finished' | 'current' | 'waiting' | 'error';

const colours: Record<StepState, string> = {
  finished: cssVar('primaryColor'),
  current: cssVar('primaryColor'),
  waiting: '#86909c',
  error: cssVar('dangerColor'),
};

export const List = styled.ol<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${bodyFont}
`;

export const Step = styled.li<{ $state: StepState }>`
  display: flex;
  flex: 1;
  gap: 8px;
  color: ${({ $state }) => ($state === 'waiting' ? cssVar('textSecondaryColor') : cssVar('textColor'))};
`;

export const Icon = styled.span<{ $state: StepState }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border: 1px solid ${({ $state }) => colours[$state]};
  border-radius: 50%;
  background: ${({ $state }) => ($state === 'current' ? colours.current : 'transparent')};
  color: ${({ $state }) => ($state === 'current' ? cssVar('onPrimaryColor') : colours[$state])};
  font-size: ${cssVar('fontSizeSm')};
`;

export const Title = styled.div`
  font-weight: 600;
`;

export const Description = styled.div`
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('textSecondaryColor')};
`;
