import { CORP_USER_MESSAGES } from '@scf/api/contract';
import { ApiError } from '../../platform/api-error';

/** A refusal of 用户管理 the page shows inline (HTTP 200, its code and §16.4's message). */
export const refuse = (code: string, message: string): ApiError => new ApiError(200, code, message);
export const M = CORP_USER_MESSAGES;
