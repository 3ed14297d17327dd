// 银承出票 (domain-lines.md §20.3): the core operator's apply, the core director's review, the bank's acceptance.
export { default as BabApplyPage } from './apply-page';
export { default as BabApprovePage } from './approve-page';
export { default as FiBabApprovePage } from './fi-approve-page';
