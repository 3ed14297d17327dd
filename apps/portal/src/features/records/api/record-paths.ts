import { BASE_PATH } from '@scf/api/contract';

export const TRANSFER_RECORD_PATH = '/transfer-record';
export const SIGN_HTML_PATH = '/credit/sign-html';

/** A credit's flow records in-app. */
export const flowPath = (creditNo: string) => `${TRANSFER_RECORD_PATH}?creditNo=${encodeURIComponent(creditNo)}`;

/** The slip opens in a new tab (spec §2 new blank target), so it is a full address under the base path. */
export const slipHref = (creditNo: string) => `${BASE_PATH}${SIGN_HTML_PATH}?creditNo=${encodeURIComponent(creditNo)}`;
