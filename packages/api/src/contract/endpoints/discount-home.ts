import { z } from 'zod';
import { post } from '../endpoint';
import { DISCOUNT_HOME_SIDES, discountHomeSchema } from '../schemas/discount-home';

/** The discount area's homes (domain-lines.md §20.2): the caller's home page of the side asked must be granted. */
export const discountHomeEndpoints = {
  /** The role's home: tiles, 待办 of the area, 草稿与退回 (operators) and the next maturities of the caller's corporation. */
  home: post('/v1/discount/home', {
    body: z.strictObject({ side: z.enum(DISCOUNT_HOME_SIDES) }),
    response: discountHomeSchema,
  }),
} as const;
