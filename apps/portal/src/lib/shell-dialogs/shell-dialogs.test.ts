import { describe, expect, it } from 'vitest';
import { shellDialogOf, withShellDialog } from './shell-dialogs';

describe('shell dialogs in the query', () => {
  it('reads only the known dialogs', () => {
    expect(shellDialogOf('?dialog=feedback')).toBe('feedback');
    expect(shellDialogOf('?a=1&dialog=service')).toBe('service');
    expect(shellDialogOf('?dialog=javascript:alert(1)')).toBeNull();
    expect(shellDialogOf('')).toBeNull();
  });

  it('opens and closes one, keeping the other parameters', () => {
    expect(withShellDialog('?page=2', 'feedback')).toBe('?page=2&dialog=feedback');
    expect(withShellDialog('?page=2&dialog=feedback', null)).toBe('?page=2');
    expect(withShellDialog('?dialog=service', null)).toBe('');
  });
});
