/** Test helper: ad-hoc endpoints for exercising the client's transport. Not part of the package surface. */
import { z } from 'zod';
import { get, post } from '../contract/endpoint';

export const anyPost = <R extends z.ZodType = z.ZodUnknown>(path: string, response?: R) =>
  post(path, { body: z.unknown().optional(), response: (response ?? z.unknown()) as R });
export const anyGet = <R extends z.ZodType = z.ZodUnknown>(path: string, response?: R) => get(path, { response: (response ?? z.unknown()) as R });
