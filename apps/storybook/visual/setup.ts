import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11y from '@storybook/addon-a11y/preview';
import * as preview from '../.storybook/preview';

// Composed stories need the project's decorators (the theme) and the a11y annotations (toolchain.md pitfall 6).
setProjectAnnotations([a11y, preview]);
