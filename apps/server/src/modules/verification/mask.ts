/**
 * What the public 验证码 page shows of a name (issue 26 item 10): enough to recognise a party one deals with, not
 * enough to learn who deals with whom. A corporation keeps its first two characters and its legal-form ending; a
 * person their surname.
 */
const FORMS = ['股份有限公司', '有限责任公司', '有限公司', '分行', '支行', '公司', '厂'];

export function maskCorpName(name: string): string {
  const form = FORMS.find((f) => name.endsWith(f) && name.length > f.length + 2) ?? '';
  const body = name.slice(0, name.length - form.length);
  if (body.length <= 2) return `${body.slice(0, 1)}*${form}`;
  return `${body.slice(0, 2)}${'*'.repeat(Math.min(body.length - 2, 6))}${form}`;
}

export const maskPersonName = (name: string): string => (name.length <= 1 ? name : `${name.slice(0, 1)}${'*'.repeat(Math.min(name.length - 1, 3))}`);
