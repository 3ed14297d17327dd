import { render, screen } from '@testing-library/react';
import { styled } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { sampleConfigB } from './fixtures';
import { ThemeProvider } from './theme-provider';
import { defaultTokens } from './theme-tokens';
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

  it('with global, sets the variables on <html> too, for portalled menus and dialogs, and removes them on unmount', () => {
    const root = () => document.documentElement.style.getPropertyValue('--scf-top-bar-color');
    const { unmount } = render(
      <ThemeProvider tokens={tokens} global>
        <span>x</span>
      </ThemeProvider>,
    );
    expect(root()).toBe(sampleConfigB.topBackgroundColor);
    unmount();
    expect(root()).toBe('');
  });

  it('by default scopes the variables to its own subtree and leaves the host <html> alone', () => {
    const { container } = render(
      <ThemeProvider tokens={tokens}>
        <span>y</span>
      </ThemeProvider>,
    );
    expect(document.documentElement.style.getPropertyValue('--scf-top-bar-color')).toBe('');
    expect(container.querySelector<HTMLElement>('[data-scf-theme]')?.style.getPropertyValue('--scf-top-bar-color')).toBe(sampleConfigB.topBackgroundColor);
  });

  it('useThemeTokens gives the defaults without a provider', () => {
    render(<SloganProbe />);
    expect(screen.getByText('供应链金融服务平台')).toBeInTheDocument();
  });
});

describe('ThemeProvider from a raw platform config', () => {
  const variantB = { ...sampleConfigB };

  it('themes from a spec §3 variant B config given as `config`, without a variant field or a cast', () => {
    const onConfigError = vi.fn();
    render(
      <ThemeProvider config={variantB} onConfigError={onConfigError}>
        <HostBox>bank</HostBox>
        <SloganProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('bank')).toHaveStyle({ color: 'rgb(122, 12, 12)' });
    expect(screen.getByText(sampleConfigB.topDocSlogan)).toBeInTheDocument();
    expect(onConfigError).not.toHaveBeenCalled();
  });

  it('reports an invalid config to onConfigError and a development warning, and falls back to the defaults', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onConfigError = vi.fn();
    const { container } = render(
      <ThemeProvider config={{ topBackgroundColor: 42 }} onConfigError={onConfigError}>
        <SloganProbe />
      </ThemeProvider>,
    );
    expect(onConfigError).toHaveBeenCalledTimes(1);
    expect(onConfigError.mock.calls[0]?.[0]).toMatchObject({ name: 'PlatformConfigError', code: 'CONFIG_FIELD_TYPE', field: 'topBackgroundColor' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid platform config'), 'CONFIG_FIELD_TYPE: topBackgroundColor');
    expect(screen.getByText(defaultTokens.slogan)).toBeInTheDocument();
    const wrapper = container.querySelector<HTMLElement>('[data-scf-theme]');
    expect(wrapper?.style.getPropertyValue('--scf-top-bar-color')).toBe(defaultTokens.topBarColor);
    warn.mockRestore();
  });

  it('does not report a missing config (the call failed): the defaults, silently', () => {
    const onConfigError = vi.fn();
    render(
      <ThemeProvider config={null} onConfigError={onConfigError}>
        <SloganProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText(defaultTokens.slogan)).toBeInTheDocument();
    expect(onConfigError).not.toHaveBeenCalled();
  });
});
