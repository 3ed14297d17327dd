// Types of the preset for the TypeScript that imports it (a test of the `noIsoSlicing` rule).
import type { Linter } from 'eslint';

export interface RestrictedSyntax {
  selector: string;
  message: string;
}

/** `no-restricted-syntax` entries that forbid cutting an ISO time string for display (issue 28). */
export declare const noIsoSlicing: readonly RestrictedSyntax[];

export declare function config(options?: {
  react?: boolean;
  node?: boolean;
  restricted?: { group: string[]; message: string }[];
  ignores?: string[];
}): Linter.Config[];
