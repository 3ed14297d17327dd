import { styled } from 'styled-components';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AbsOverviewRow, AbsStorageRow } from '@scf/api/contract';

const COLORS = ['#0958d9', '#13a8a8', '#d48806', '#389e0d', '#722ed1', '#cf1322', '#08979c', '#8c8c8c'];

const Frame = styled.div<{ $height: number }>`
  width: 100%;
  max-width: 720px;
  height: ${(p) => p.$height}px;
  margin-bottom: 16px;
`;

const yuanText = (value: unknown): string => `${Number(value).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`;
const tenThousands = (yuan: number): string => (yuan === 0 ? '0' : `${(yuan / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 1 })}万`);

/** The eight buckets of 登记金额 (§18.6), in the overview's column order. */
const BUCKETS: ReadonlyArray<[keyof AbsOverviewRow, string]> = [
  ['pendingConfirm', '待确权'],
  ['confirmed', '已确权未转让'],
  ['transferring', '转让中'],
  ['transferred', '已转让待入池'],
  ['pooled', '在池存续'],
  ['overdue', '逾期'],
  ['settled', '已回款'],
  ['expired', '已到期未转让'],
];

/** 企业业务概览: the share of each bucket in 登记金额 over the rows shown (the figures are the table's). */
export function BucketShareChart({ rows }: { rows: readonly AbsOverviewRow[] }) {
  const data = BUCKETS.map(([key, name]) => ({ name, value: rows.reduce((s, r) => s + Number(r[key] as string), 0) })).filter((d) => d.value > 0);
  if (data.length === 0) return null;
  return (
    <Frame role="img" aria-label="登记金额构成图表，具体数值见表格" $height={260}>
      <ResponsiveContainer width="100%" height={260}>
        <PieChart accessibilityLayer={false}>
          <Pie data={data} dataKey="value" nameKey="name" innerRadius={56} outerRadius={96} isAnimationActive={false}>
            {data.map((d, i) => (
              <Cell key={d.name} fill={COLORS[i % COLORS.length]} />
            ))}
          </Pie>
          <Tooltip formatter={yuanText} />
          <Legend layout="vertical" align="right" verticalAlign="middle" />
        </PieChart>
      </ResponsiveContainer>
    </Frame>
  );
}

/** 入池明细: 应收账款金额 pooled by batch, in date order. */
export function PoolInChart({ rows }: { rows: readonly AbsStorageRow[] }) {
  if (rows.length === 0) return null;
  const data = rows.map((r) => ({ name: r.poolDate, amount: Number(r.amount), pooled: Number(r.pooled) }));
  return (
    <Frame role="img" aria-label="入池金额图表，具体数值见表格" $height={240}>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 24, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} />
          <YAxis tickFormatter={tenThousands} tick={{ fontSize: 12 }} />
          <Tooltip formatter={yuanText} />
          <Legend />
          <Bar dataKey="amount" name="应收账款金额" fill={COLORS[0]} maxBarSize={32} isAnimationActive={false} />
          <Bar dataKey="pooled" name="在池存续金额" fill={COLORS[1]} maxBarSize={32} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Frame>
  );
}
