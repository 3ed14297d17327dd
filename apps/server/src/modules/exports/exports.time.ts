/** Asia/Shanghai time of day of an instant (HH:mm:ss). */
export const shanghaiTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(11, 19);

/** A time on the platform's business date with the time of day of the instant (as the flow records show it). */
export const exportTime = (businessDate: string, ms: number) => `${businessDate} ${shanghaiTime(ms)}`;
