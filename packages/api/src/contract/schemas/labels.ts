/**
 * The codes of a label table (`{ CODE: '中文名' }`), in the table's order, as the non-empty tuple `z.enum` takes: the
 * table is the one home of a status or type list, and its codes are read from it.
 */
export function labelKeys<K extends string>(labels: Readonly<Record<K, string>>): [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
