import { z } from 'zod';
import { get, post } from '../endpoint';
import { applicationDetailSchema } from '../schemas/credit';
import { packageNoSchema } from '../schemas/discount';
import {
  babDeliverInputSchema,
  babQuerySchema,
  babRevokeInputSchema,
  billAppQuerySchema,
  billAppRowSchema,
  billDetailSchema,
  billPackageRowSchema,
  billReceiveInputSchema,
  myBillQuerySchema,
  myBillRowSchema,
} from '../schemas/discount-bills';

const byPackage = { packageNo: packageNoSchema };

/**
 * The packages after acceptance (domain-lines.md §20.1, §20.3). The director signs 提示收票 with
 * `SIGNING_ORIGINALS.BAB_SUBMIT`, 签收 / 拒收 with `BAB_RECEIVE` and 撤票 with `CONTRACT_SIGN` (id = the application
 * number), through the generic `creditEndpoints.approve`; 退回 / 拒绝 are the generic ones too.
 */
export const discountBillEndpoints = {
  /** 银承查询 (and the 提示收票 / 撤票 pickers): the caller's packages as drawer. */
  babs: post('/v1/discount/babs/query', { body: babQuerySchema, response: z.array(billPackageRowSchema) }),
  /** 提示收票 (core operator): one BAB_DELIVER application per selected ACCEPTED package, 待复核. */
  deliver: post('/v1/discount/babs/deliver', { body: babDeliverInputSchema, response: z.array(applicationDetailSchema), idempotent: true }),
  /** 撤票申请 (core operator): a BAB_REVOKE application for an ACCEPTED or REFUSED package, 待复核. */
  revoke: post('/v1/discount/babs/{packageNo}/revoke', {
    params: byPackage,
    body: babRevokeInputSchema,
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** 票据签收: the PENDING_RECEIVE packages where the caller is payee. */
  toReceive: get('/v1/discount/bills/to-receive', { response: z.array(billPackageRowSchema) }),
  /** 签收 / 拒收 (payee operator): a BAB_RECEIVE application, 待复核. */
  receive: post('/v1/discount/bills/{packageNo}/receive', {
    params: byPackage,
    body: billReceiveInputSchema,
    response: applicationDetailSchema,
    idempotent: true,
  }),
  /** The caller's corporation's 提示收票 / 签收 / 撤票 applications of one type (the director's queue with openOnly). */
  apps: post('/v1/discount/bill-apps/query', { body: billAppQuerySchema, response: z.array(billAppRowSchema) }),
  /** 我的票据: the packages where the caller holds a range. */
  mine: post('/v1/discount/bills/mine', { body: myBillQuerySchema, response: z.array(myBillRowSchema) }),
  /** 票据详情: every party of the package (404 otherwise). */
  detail: get('/v1/discount/bills/{packageNo}', { params: byPackage, response: billDetailSchema }),
};
