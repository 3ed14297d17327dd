/** Paths the header navigates to (spec §2 Shell); the host's router resolves them under its base path. */
export const HEADER_PATHS = {
  notice: '/platform-notice/page-list',
  accountCentre: '/my/person-center/info',
  counterparty: '/supplier/index',
  moreProducts: '/product/overview',
  messages: '/my/message/index',
  help: '/help/index',
  login: '/login/login',
} as const;
