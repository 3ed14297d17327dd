// Pure data: the portal's client and the reference server route on the same key management paths.
/** Key management calls of the reference server ([D]: spec §7 does not show these paths). */
export const UKEY_PATH = {
  list: '/v1/ukeys/list',
  bind: '/v1/ukeys/bind',
  unbind: '/v1/ukeys/unbind',
  softCert: '/v1/ukeys/soft/certificate',
  signTestOriginal: '/v1/ukeys/sign-test/original',
  signTestVerify: '/v1/ukeys/sign-test/verify',
  requests: '/v1/ukeys/requests/list',
  requestDetail: '/v1/ukeys/requests/detail',
  certificate: '/v1/ukeys/requests/certificate',
  downloaded: '/v1/ukeys/requests/downloaded',
  bills: '/v1/ukeys/bills/list',
  change: '/v1/ukeys/change',
  delete: '/v1/ukeys/delete',
  renewOriginal: '/v1/ukeys/renew/original',
  renew: '/v1/ukeys/renew',
} as const;
