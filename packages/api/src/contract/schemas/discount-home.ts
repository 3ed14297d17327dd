import { z } from 'zod';
import { applicationRowSchema } from './application';
import { homeTileSchema } from './credit';
import { BILL_PACKAGE_STATUSES, packageNoSchema } from './discount';
import { amountSchema, businessDateSchema, corpRefSchema } from './refs';

/**
 * The discount area's homes (domain-lines.md §20.2): the core's (`/discount/core/index/{operator,director,query}`), the
 * supplier's (`/discount/chain/index/…`) and the bank's (`/discount/fi/index`). One call gives the role's figures, the
 * discount applications waiting on it and the next maturities of the caller's corporation.
 */
export const DISCOUNT_HOME_SIDES = ['core', 'chain', 'fi'] as const;
export type DiscountHomeSide = (typeof DISCOUNT_HOME_SIDES)[number];

/** A package due soon, as the caller's corporation sees it: the core its drawn bills, the holder its part, the bank its acceptances. */
export const discountMaturitySchema = z.object({
  packageNo: packageNoSchema,
  drawer: corpRefSchema,
  payee: corpRefSchema,
  /** The package's face (core, bank) or what the caller holds of it (supplier). */
  amount: amountSchema,
  dueDate: businessDateSchema,
  /** Calendar days from the business date to the due date. */
  daysLeft: z.number().int(),
  status: z.enum(BILL_PACKAGE_STATUSES),
});
export type DiscountMaturity = z.infer<typeof discountMaturitySchema>;

/** An application of the area waiting on the caller, with the page (and `?appNo=`) where the caller acts on it, when granted. */
export const discountTodoSchema = applicationRowSchema.extend({ link: z.string().nullable() });
export type DiscountTodo = z.infer<typeof discountTodoSchema>;

export const discountHomeSchema = z.object({
  side: z.enum(DISCOUNT_HOME_SIDES),
  tiles: z.array(homeTileSchema),
  /** The area's applications whose next step is the caller's role (待办), the latest ten. */
  todos: z.array(discountTodoSchema),
  /** How many wait in all. */
  todoTotal: z.number().int().nonnegative(),
  /** An operator's own drafts and returned applications of the area (草稿与退回); empty for other roles. */
  drafts: z.array(discountTodoSchema),
  /** The next maturities (at most five), soonest first. */
  maturities: z.array(discountMaturitySchema),
});
export type DiscountHome = z.infer<typeof discountHomeSchema>;
