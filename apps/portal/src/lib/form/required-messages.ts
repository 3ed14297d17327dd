import type { FieldValues, Resolver } from 'react-hook-form';

/** What a field says when it is left empty, by its name (the last part of its path: `amount` for `lines.0.amount`). */
export type RequiredMessages = Readonly<Record<string, string>>;

interface LeafError {
  message?: unknown;
  type?: unknown;
}

const isLeaf = (value: unknown): value is LeafError => typeof value === 'object' && value !== null && 'type' in value && 'message' in value;
const isEmpty = (value: unknown) => value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);
const child = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);

/** Every error of the tree whose field is empty gets its field's required message. */
function say(errors: unknown, values: unknown, messages: RequiredMessages, name: string): void {
  if (isLeaf(errors)) {
    const message = messages[name];
    if (message && isEmpty(values)) errors.message = message;
    return;
  }
  if (typeof errors !== 'object' || errors === null) return;
  for (const [key, nested] of Object.entries(errors)) {
    if (key === 'ref' || key === 'root') continue;
    say(nested, child(values, key), messages, /^\d+$/.test(key) ? name : key);
  }
}

/**
 * A react-hook-form resolver whose messages for an empty field say what is missing (请选择签订日期, 请输入转让金额):
 * the contract's schemas, which the server parses too, word a wrong value (日期格式应为YYYY-MM-DD, 请输入正确的金额，最多两位小数),
 * which is the wrong thing to tell someone who has not filled the field in yet (issue 28 item 4).
 */
export function withRequiredMessages<V extends FieldValues, C, O>(resolver: Resolver<V, C, O>, messages: RequiredMessages): Resolver<V, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    say(result.errors, values, messages, '');
    return result;
  };
}
