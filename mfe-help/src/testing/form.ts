import type { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';

type User = ReturnType<typeof renderWithProviders>['user'];

/** Fills a text field by its label. Pasting rather than typing keeps these tests quick on a busy machine. */
export async function enter(user: User, name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

/** Picks an option of a select by the field's label. */
export async function choose(user: User, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}
