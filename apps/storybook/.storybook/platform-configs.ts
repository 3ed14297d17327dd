import { defaultTokens, tokensFromConfig } from '@scf/ui';
import type { ThemeTokens } from '@scf/ui';
import { sampleConfigA, sampleConfigB } from '@scf/ui/fixtures';

/**
 * The toolbar's platform configs are the package's own fixtures (`@scf/ui/fixtures`). Variant A's sample logo is
 * a portal path that Storybook does not serve, so the header shows the platform name instead of a broken image.
 */
const configA = { ...sampleConfigA, platformLogo: '' };

export type PlatformConfigChoice = 'A' | 'B' | 'defaults';

export function tokensFor(choice: unknown): ThemeTokens {
  if (choice === 'A') return tokensFromConfig(configA);
  if (choice === 'B') return tokensFromConfig(sampleConfigB);
  return defaultTokens;
}
