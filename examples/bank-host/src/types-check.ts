// Compiled by the embedding test under moduleResolution bundler, node16 and node10: every entry's types resolve.
import { MoneyInput, ThemeProvider } from '@scf/ui';
import type { MoneyInputProps } from '@scf/ui';
import { DatePicker } from '@scf/ui/date-picker';
import { define, ScfMoneyInputElement } from '@scf/ui/elements';
import { FilePreviewer } from '@scf/ui/file-previewer';
import { formatFen, parseFen } from '@scf/api/money';

export const parts = [MoneyInput, ThemeProvider, DatePicker, FilePreviewer];
export const elements: [typeof define, typeof ScfMoneyInputElement] = [define, ScfMoneyInputElement];
export const amount: string = formatFen(parseFen('1234.56'));
export type Props = MoneyInputProps;
