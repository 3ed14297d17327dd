import { useCallback, useState } from 'react';

/** The messages of a form's fields by name; a field without one is fine. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface FormErrors<K extends string> {
  errors: FieldErrors<K>;
  /** Shows the messages of a submit's check; true when there are none (the form may be sent). */
  show: (next: FieldErrors<K>) => boolean;
  /** A field's setter that also takes its message away: what the user changes is no longer what was refused. */
  changed: <T>(key: K, set: (value: T) => void) => (value: T) => void;
  /** Takes the messages of these fields away (a choice that resets them, e.g. another credit). */
  clear: (...keys: K[]) => void;
}

/**
 * The messages of a form that is not on react-hook-form (融资申请, 买方付息申请): set by its submit, each cleared as
 * soon as its field changes — never left standing under a field the user has filled in (issue 28 item 4).
 */
export function useFormErrors<K extends string>(): FormErrors<K> {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const clear = useCallback((...keys: K[]) => {
    setErrors((current) => {
      if (!keys.some((k) => current[k] !== undefined)) return current;
      const next = { ...current };
      for (const k of keys) delete next[k];
      return next;
    });
  }, []);
  const show = useCallback((next: FieldErrors<K>) => {
    setErrors(next);
    return Object.values(next).every((m) => !m);
  }, []);
  const changed = useCallback(
    <T>(key: K, set: (value: T) => void) =>
      (value: T) => {
        set(value);
        clear(key);
      },
    [clear],
  );
  return { errors, show, changed, clear };
}
