import { render, screen } from '@testing-library/react';
import { styled } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { sampleConfigB } from './fixtures';
import { ThemeProvider } from './theme-provider';
import { tokensFromConfig } from './tokens-from-config';
import { useThemeTokens } from './use-theme-tokens';

const HostBox = styled.p`
  color: ${({ theme }) => (theme as { topBarColor: string }).topBarColor};
`;

function SloganProbe() {
  return <span>{useThemeTokens().slogan}</span>;
}

describe('ThemeProvider', () => {
  const tokens = tokensFromConfig(sampleConfigB);

  it('sets the --scf-* variables and the styled-components theme', () => {
    const { container } = render(
      <ThemeProvider tokens={tokens}>
        <HostBox>host</HostBox>
        <SloganProbe />
      </ThemeProvider>,
    );
    const wrapper = container.querySelector<HTMLElement>('[data-scf-theme]');
    expect(wrapper?.style.getPropertyValue('--scf-top-bar-color')).toBe(sampleConfigB.topBackgroundColor);
    expect(screen.getByText('host')).toHaveStyle({ color: 'rgb(122, 12, 12)' });
    expect(screen.getByText(sampleConfigB.topDocSlogan)).toBeInTheDocument();
  });

  it('sets the variables on <html> too, for portalled menus and dialogs, and removes them on unmount', () => {
    const root = () => document.documentElement.style.getPropertyValue('--scf-top-bar-color');
    const { unmount } = render(
      <ThemeProvider tokens={tokens}>
        <span>x</span>
      </ThemeProvider>,
    );
    expect(root()).toBe(sampleConfigB.topBackgroundColor);
    unmount();
    expect(root()).toBe('');
  });

  it('leaves <html> alone with global={false}', () => {
    render(
      <ThemeProvider tokens={tokens} global={false}>
        <span>y</span>
      </ThemeProvider>,
    );
    expect(document.documentElement.style.getPropertyValue('--scf-top-bar-color')).toBe('');
  });

  it('useThemeTokens gives the defaults without a provider', () => {
    render(<SloganProbe />);
    expect(screen.getByText('供应链金融服务平台')).toBeInTheDocument();
  });
});
