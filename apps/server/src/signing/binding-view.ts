import type { UkeyBinding } from '@scf/api/contract';
import type { Queryable } from '../db/db';
import type { KeyBinding } from './key-binding';

const iso = (ms: number) => new Date(ms).toISOString();

/** A binding as the key management pages list it, with the holder's names. */
export async function bindingView(q: Queryable, b: KeyBinding): Promise<UkeyBinding> {
  const user = await q.query<{ user_name: string; person_name: string }>('SELECT user_name, person_name FROM app_user WHERE user_id = $1', [b.userId]);
  return {
    ukeyNo: b.serialNorm,
    ukeyCode: b.ukeyCode,
    ukeyBank: b.bank,
    certType: b.certType,
    issuerDN: b.issuerDn,
    subjectDN: b.subjectDn,
    userName: user[0]?.user_name ?? '',
    personName: user[0]?.person_name ?? '',
    roleCode: b.roleCode,
    notAfter: iso(b.notAfter),
    status: b.status,
    boundAt: iso(b.boundAt),
  };
}
