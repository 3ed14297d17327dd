/** Production and test hosts whose footer shows the QR codes (spec §2 Shell); nowhere else. */
export const QR_HOSTS: readonly string[] = ['www.ccbscf.com', 'test.ccbscf.com'];
