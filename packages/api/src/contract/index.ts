// @scf/api/contract: the pure, network-free contract the portal and the server share: the endpoint definitions and
// the entity schemas they use, the request signature, headers, envelope, roles, the route catalogue and the product
// table. Each domain lists its public names in domains/<domain>.ts; this file only joins them, so a module's new
// endpoint or schema touches its own domain's files, never this one (the exports test snapshots the whole surface).
/* eslint-disable no-restricted-syntax -- the one place `export *` joins the domains' explicit lists (design.md §5.7) */
export * from './domains/core';
export * from './domains/shell';
export * from './domains/enterprise';
export * from './domains/credits';
export * from './domains/finance';
export * from './domains/cash';
export * from './domains/trade-data';
export * from './domains/statistics';
export * from './domains/product-suppliers';
export * from './domains/exports';
export * from './domains/e-accounts';
export * from './domains/receipts';
export * from './domains/realname';
export * from './domains/corp-users';
export * from './domains/edt';
export * from './domains/abs';
export * from './domains/abs-transfer';
export * from './domains/abs-files';
export * from './domains/abs-reports';
export * from './domains/pond';
export * from './domains/discount';
export * from './domains/discount-apply';
