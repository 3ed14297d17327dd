import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { cssVar } from '../theme/css-variables';

export interface ResultProps {
  /** success: a done action (提交成功); building: a screen not built yet (功能建设中). */
  status: 'success' | 'building';
  /** The sentence that says what happened. */
  title: ReactNode;
  /** The ways on (查看详情, 返回 …). */
  children?: ReactNode;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 40px 0 32px;
  text-align: center;
  svg {
    color: ${cssVar('primaryColor')};
  }
  p {
    margin: 0;
    font-size: ${cssVar('fontSizeLg')};
    color: ${cssVar('textColor')};
  }
`;

const Actions = styled.div`
  display: inline-flex;
  gap: 12px;
`;

/** The result icon: a check in a circle, in the theme's primary colour. Decoration: the title says it. */
function SuccessIcon() {
  return (
    <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false" data-result-icon="success">
      <circle cx="32" cy="32" r="30" fill="currentColor" />
      <path d="M19 33 L28 42 L46 23" fill="none" style={{ stroke: cssVar('onPrimaryColor') }} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The illustration of a screen being built: a page with a crane's hook, in the theme's primary colour. */
function BuildingIcon() {
  return (
    <svg width="160" height="112" viewBox="0 0 160 112" aria-hidden="true" focusable="false" data-result-icon="building">
      <ellipse cx="80" cy="104" rx="72" ry="6" fill="currentColor" opacity="0.08" />
      <rect x="44" y="30" width="60" height="72" rx="4" style={{ fill: cssVar('surfaceColor') }} stroke="currentColor" strokeWidth="2" opacity="0.9" />
      <path d="M54 48 H94 M54 60 H88 M54 72 H92 M54 84 H76" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.35" />
      <path d="M112 102 V10 H148 M112 10 L130 28 M118 10 V30" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M142 10 V40 a5 5 0 1 1 -6 5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** A page's outcome: its icon, its sentence (a status for assistive technology) and the ways on. */
export function Result({ status, title, children }: ResultProps) {
  return (
    <Box>
      {status === 'success' ? <SuccessIcon /> : <BuildingIcon />}
      <p role="status">{title}</p>
      {children ? <Actions>{children}</Actions> : null}
    </Box>
  );
}
