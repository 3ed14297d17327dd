// 票据贴现's homes (domain-lines.md §20.2): the core's, the supplier's and the bank's.
export { discountHomeEndpoints } from '../endpoints/discount-home';
export { DISCOUNT_HOME_SIDES, discountHomeSchema, discountMaturitySchema, discountTodoSchema } from '../schemas/discount-home';
export type { DiscountHome, DiscountHomeSide, DiscountMaturity, DiscountTodo } from '../schemas/discount-home';
