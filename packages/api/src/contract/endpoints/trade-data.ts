import { z } from 'zod';
import { post } from '../endpoint';
import { filterText, pageOf, pagedQuery } from '../paging';
import { PRODUCT_TYPES } from '../schemas/refs';
import {
  DOC_KINDS,
  INVOICE_TYPES,
  PACKAGE_PURPOSES,
  VERIFY_STATUSES,
  backableCreditSchema,
  contractInputSchema,
  contractSchema,
  documentInputSchema,
  documentSchema,
  invoiceInputSchema,
  invoiceSchema,
  packageDetailSchema,
  packageInputSchema,
  packageSummarySchema,
  tradePartySchema,
} from '../schemas/trade-data';

/** 合同管理: by 合同编号 or 名称 (or a party's name), newest first unless ordered by 签订日期. */
export const contractPageQuerySchema = pagedQuery({ keyword: filterText }, ['signDate']);
/** 发票管理: by 发票号码 or a party's name, by type and 查验 state. */
export const invoicePageQuerySchema = pagedQuery({ keyword: filterText, type: z.enum(INVOICE_TYPES), verifyStatus: z.enum(VERIFY_STATUSES) }, ['issueDate']);
export const documentPageQuerySchema = pagedQuery({ kind: z.enum(DOC_KINDS), keyword: filterText }, ['createdAt']);
export const packagePageQuerySchema = pagedQuery({ productType: z.enum(PRODUCT_TYPES), purpose: z.enum(PACKAGE_PURPOSES), keyword: filterText }, ['createdAt']);

const id = z.string().min(1).max(64);

/**
 * 融资资料 (domain.md §8): every read and write is the caller's corporation's own; another corporation's contract,
 * invoice, document or package reads as absent (404). The datum verdict of spec §7 is `creditEndpoints.datumVerdict`.
 */
export const tradeDataEndpoints = {
  /** The corporations a contract or invoice may name: the caller's own and its counterparties. */
  parties: post('/v1/trade-data/parties', { response: z.array(tradePartySchema) }),
  /** Credits the caller may back: held (融资资料) or issued by it (开立资料). */
  credits: post('/v1/trade-data/credits', {
    body: z.strictObject({ purpose: z.enum(PACKAGE_PURPOSES), productType: z.enum(PRODUCT_TYPES) }),
    response: z.array(backableCreditSchema),
  }),
  contractPage: post('/v1/trade-data/contracts/page', { body: contractPageQuerySchema, response: pageOf(contractSchema) }),
  contract: post('/v1/trade-data/contracts/{contractId}', { params: { contractId: id }, response: contractSchema }),
  createContract: post('/v1/trade-data/contracts', { body: contractInputSchema, response: contractSchema, idempotent: true }),
  invoicePage: post('/v1/trade-data/invoices/page', { body: invoicePageQuerySchema, response: pageOf(invoiceSchema) }),
  invoice: post('/v1/trade-data/invoices/{invoiceId}', { params: { invoiceId: id }, response: invoiceSchema }),
  /** Saves the invoice and verifies it at once (查验): the answer carries the verdict and each check. */
  createInvoice: post('/v1/trade-data/invoices', { body: invoiceInputSchema, response: invoiceSchema, idempotent: true }),
  documentPage: post('/v1/trade-data/documents/page', { body: documentPageQuerySchema, response: pageOf(documentSchema) }),
  createDocument: post('/v1/trade-data/documents', { body: documentInputSchema, response: documentSchema, idempotent: true }),
  packagePage: post('/v1/trade-data/packages/page', { body: packagePageQuerySchema, response: pageOf(packageSummarySchema) }),
  package: post('/v1/trade-data/packages/{packageNo}', { params: { packageNo: id }, response: packageDetailSchema }),
  /** 保存 (draft) or 提交: on submit every invoice is verified again and its 本次占用金额 reserved. */
  createPackage: post('/v1/trade-data/packages', { body: packageInputSchema, response: packageDetailSchema, idempotent: true }),
} as const;
