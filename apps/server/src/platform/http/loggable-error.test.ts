import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('loggableError', () => {
  it('keeps the class, the SQLSTATE and the frames, and drops the message and the driver’s statement and parameters', () => {
    const error = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00 in s1\u0000_op'), {
      code: '22021',
      query: 'SELECT * FROM app_user WHERE user_name = $1',
      params: ['s1\u0000_op'],
      detail: 'Key (user_name)=(s1_op) already exists.',
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'Error', code: '22021' });
    expect(logged.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(logged)).not.toMatch(/s1|app_user|UTF8|Key/);
  });

  it('keeps no code that is not a machine code, and copes with a thrown non-error', () => {
    expect(loggableError(Object.assign(new Error('x'), { code: 'user typed this' })).code).toBeUndefined();
    expect(loggableError('a string')).toEqual({ type: 'string', stack: '' });
  });
});
