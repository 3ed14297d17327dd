import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * An action whose OpinionDialog needs 意见 (退回, 拒绝, 拒签), from its button to the request: confirmed empty, the
 * dialog asks for 意见 and nothing is sent (`sent` reads the action's requests); then `opinion` is typed and confirmed.
 */
export async function confirmWithOpinion(user: UserEvent, action: string, opinion: string, sent: () => unknown[]): Promise<void> {
  await user.click(await screen.findByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog', { name: action });
  await user.click(within(dialog).getByRole('button', { name: action }));
  expect(await within(dialog).findByText('请填写意见')).toBeInTheDocument();
  expect(sent()).toEqual([]);
  await user.type(within(dialog).getByRole('textbox', { name: '意见' }), opinion);
  await user.click(within(dialog).getByRole('button', { name: action }));
}
