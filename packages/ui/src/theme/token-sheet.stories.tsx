import type { Meta, StoryObj } from '@storybook/react-vite';
import { showsRole } from '../test/story-play';
import { cssVariables } from './css-variables';
import { useScreenSize } from './screen-size';
import { useThemeTokens } from './use-theme-tokens';

/** Every token of the current toolbar theme (平台配置: A, B or the defaults) and the live screen-size mode. */
function TokenSheet() {
  const tokens = useThemeTokens();
  const size = useScreenSize();
  const vars = cssVariables(tokens);
  return (
    <div style={{ padding: 16, fontFamily: 'var(--scf-font-family)' }}>
      <p>
        screen size: <output>{size}</output>
      </p>
      <table>
        <caption>Theme tokens</caption>
        <thead>
          <tr>
            <th scope="col">token</th>
            <th scope="col">value</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(tokens).map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td>{String(value)}</td>
            </tr>
          ))}
          {Object.entries(vars).map(([key, value]) => (
            <tr key={key}>
              <th scope="row">
                <code>{key}</code>
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = { title: 'Foundations/Tokens', component: TokenSheet } satisfies Meta<typeof TokenSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VariantA: Story = {
  globals: { platformConfig: 'A' },
  play: showsRole('row', { name: /footerLayout A/ }),
};
export const VariantB: Story = {
  globals: { platformConfig: 'B' },
  play: showsRole('row', { name: /footerLayout B/ }),
};
export const Defaults: Story = { globals: { platformConfig: 'defaults' } };
