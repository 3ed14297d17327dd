import type { BizType } from '@scf/api/contract';
import type { ApplicationPart } from '../../../lib/applications';
import { IssueLinesTable } from './issue-lines-table';
import { SplitPreviewTable } from './split-preview-table';

/** 开立明细: every line of an issue application, each amount in 大写. */
export const issueLinesPart: ApplicationPart = (detail) => (
  <>
    <h3>开立明细</h3>
    <IssueLinesTable lines={detail.lines} />
  </>
);

/** 拆分预览 of a transfer or a return: what moves to the counterparty and what the holder keeps. */
export const splitPart: ApplicationPart = (detail) => (
  <>
    <h3>拆分预览</h3>
    <SplitPreviewTable detail={detail} />
  </>
);

/** The credit ledger's parts by business type; withdraw, recycle and sign-for show the credits they act on (the kit's default). */
export const CREDIT_PARTS: Partial<Record<BizType, ApplicationPart>> = { ISSUE: issueLinesPart, TRANSFER: splitPart, RETURN: splitPart };
