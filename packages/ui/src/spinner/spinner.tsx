import { messages } from '../messages';
import { Ring, Wrapper } from './spinner.styles';

export interface SpinnerProps {
  /** Accessible name, and the visible text when `showLabel` is set. */
  label?: string;
  /** Shows the label next to the ring. */
  showLabel?: boolean;
  /** Diameter in px. */
  size?: number;
}

/** Loading indicator; a polite status so screen readers announce it once. */
export function Spinner({ label = messages.spinner.loading, showLabel = false, size = 20 }: SpinnerProps) {
  return (
    <Wrapper role="status" aria-label={showLabel ? undefined : label}>
      <Ring $size={size} aria-hidden="true" />
      {showLabel ? label : null}
    </Wrapper>
  );
}
