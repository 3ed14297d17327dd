import { ROLE_OP, pending } from '../applications';
import type { Pending } from '../applications';

/** The todo of a credit waiting to be signed for: the holder's operator, on the todo page or the chain home. */
export const SIGN_FOR_TODO: Pending = pending('applicant', ROLE_OP, '待签收', '/todo');
