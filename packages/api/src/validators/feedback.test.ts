import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedbackForm } from './feedback';

const messages = (input: unknown) => feedbackForm.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('feedbackForm (spec §5)', () => {
  it('requires the opinion with the spec text 此处不能为空', () => {
    expect(messages({ opinionContent: '' })).toEqual(['此处不能为空']);
    expect(messages({ opinionContent: '   ' })).toEqual(['此处不能为空']);
  });

  it('rejects a bad optional phone with 手机号码不符合规范 and allows an empty one', () => {
    expect(messages({ opinionContent: '好', mobilePhone: '16612345678' })).toEqual(['手机号码不符合规范']);
    expect(feedbackForm.parse({ opinionContent: '好', mobilePhone: '', personName: '' })).toEqual({
      opinionContent: '好',
      mobilePhone: '',
      personName: '',
      files: [],
    });
  });

  it('holds the limits: opinion 500, name 20, 5 files', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 500 }).filter((s) => s.trim() === s && s.length > 0),
        (s) => feedbackForm.safeParse({ opinionContent: s }).success,
      ),
    );
    expect(feedbackForm.safeParse({ opinionContent: 'a'.repeat(501) }).success).toBe(false);
    expect(feedbackForm.safeParse({ opinionContent: 'a', personName: '张'.repeat(21) }).success).toBe(false);
    expect(feedbackForm.safeParse({ opinionContent: 'a', files: ['1', '2', '3', '4', '5'] }).success).toBe(true);
    expect(feedbackForm.safeParse({ opinionContent: 'a', files: ['1', '2', '3', '4', '5', '6'] }).success).toBe(false);
  });
});
