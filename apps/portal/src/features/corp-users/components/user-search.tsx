import { useState } from 'react';
import { CORP_USER_STATUSES, CORP_USER_STATUS_LABEL, ROLE_LABEL } from '@scf/api/contract';
import type { RoleCode } from '@scf/api/contract';
import { Button, FormField, Select, TextInput } from '@scf/ui';
import { SearchForm } from '../../../lib/list/keyword-search';

export const USER_FILTERS = ['keyword', 'role', 'status'] as const;
export type UserFilters = Record<(typeof USER_FILTERS)[number], string>;
const EMPTY: UserFilters = { keyword: '', role: '', status: '' };
const ALL = 'ALL';

/** 用户管理's filters (§16.4): 姓名/用户名, 角色, 状态; 查询 starts at page 1. */
export function UserSearch({
  roles,
  filters,
  onSearch,
}: {
  roles: readonly string[];
  filters: Partial<UserFilters>;
  onSearch: (f: Partial<UserFilters>) => void;
}) {
  const [d, setD] = useState<UserFilters>({ ...EMPTY, ...filters });
  const set = (change: Partial<UserFilters>) => setD((prev) => ({ ...prev, ...change }));
  const roleOptions = [{ value: ALL, label: '全部' }, ...roles.map((r) => ({ value: r, label: ROLE_LABEL[r as RoleCode] || r }))];
  const statusOptions = [{ value: ALL, label: '全部' }, ...CORP_USER_STATUSES.map((s) => ({ value: s, label: CORP_USER_STATUS_LABEL[s] }))];
  return (
    <SearchForm
      role="search"
      aria-label="用户查询条件"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch({ ...d, keyword: d.keyword.trim() });
      }}
    >
      <FormField label="姓名/用户名">
        <TextInput value={d.keyword} maxLength={40} onChange={(e) => set({ keyword: e.target.value })} />
      </FormField>
      <FormField label="角色">
        <Select value={d.role || ALL} options={roleOptions} onValueChange={(v) => set({ role: v === ALL ? '' : v })} />
      </FormField>
      <FormField label="状态">
        <Select value={d.status || ALL} options={statusOptions} onValueChange={(v) => set({ status: v === ALL ? '' : v })} />
      </FormField>
      <Button type="submit" variant="primary">
        查询
      </Button>
      <Button
        onClick={() => {
          setD(EMPTY);
          onSearch(EMPTY);
        }}
      >
        重置
      </Button>
    </SearchForm>
  );
}
