import { z } from 'zod';

/** 意见 of a review step that may go without one (签收, 通过): at most 200 characters. */
export const opinionSchema = z.string().trim().max(200, '意见不能超过200个字');
/** 意见 a step cannot go without (退回, 拒绝). */
export const requiredOpinionSchema = z.string().trim().min(1, '请填写意见').max(200, '意见不能超过200个字');
/** 原因 of a withdrawal, a recycle, a return or a limit change. */
export const reasonSchema = z.string().trim().min(1, '请填写原因').max(200, '原因不能超过200个字');
