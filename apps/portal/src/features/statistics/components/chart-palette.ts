/** Colours of the four series (first: issued / received, then transferred, financed, cashed), distinct in grey too. */
export const SERIES_COLORS = ['#0958d9', '#13a8a8', '#d48806', '#389e0d'] as const;

/** An axis tick in 万元 (the figures are yuan). */
export const tenThousands = (yuan: number): string => (yuan === 0 ? '0' : `${(yuan / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 1 })}万`);

/** A tooltip figure: yuan with two decimals and separators. */
export const yuanText = (value: unknown): string => `${Number(value).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`;
