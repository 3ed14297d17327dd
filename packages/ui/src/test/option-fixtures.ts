import type { CheckboxOption } from '../checkbox-group/checkbox-group';
import type { RadioOption } from '../radio-group/radio-group';

// The option lists the option controls' tests and stories share: two to choose from, the last one disabled.

/** CheckboxGroup's: the products an enterprise opens (开通产品). */
export const PRODUCT_OPTIONS: readonly CheckboxOption[] = [
  { value: 'credit', label: '信用' },
  { value: 'voucher', label: '凭证' },
  { value: 'abs', label: '资产证券化', disabled: true },
];

/** RadioGroup's: the kind of user who registers (用户类型). */
export const USER_TYPE_OPTIONS: readonly RadioOption[] = [
  { value: 'person', label: '个人' },
  { value: 'corp', label: '企业' },
  { value: 'gov', label: '机构', disabled: true },
];
