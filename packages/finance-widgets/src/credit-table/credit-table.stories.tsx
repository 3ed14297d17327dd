// Stories for apps/storybook. Plain CSF objects: no Storybook import needed here.
import { CR2 } from '../fixtures';
import { CreditTable } from './credit-table';
import type { CreditTableProps } from './credit-table';

export default { title: 'Finance/CreditTable', component: CreditTable };

const paging = { label: '凭证列表', page: 1, size: 10, onPageChange: () => undefined };

export const OnePage = { args: { ...paging, result: { data: { rows: [CR2], total: 1 } }, sortable: ['amount', 'dueDate'] } satisfies CreditTableProps };
export const Loading = { args: { ...paging, result: { isLoading: true } } satisfies CreditTableProps };
export const Failed = { args: { ...paging, result: { error: new Error('网络异常，请稍后重试'), mutate: () => undefined } } satisfies CreditTableProps };
export const Empty = { args: { ...paging, result: { data: { rows: [], total: 0 } }, emptyText: '暂无凭证' } satisfies CreditTableProps };
