import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import en from '../../../locales/en/help.json';
import AffiliatePage from './affiliate-page';
import { choose, enter } from '../../testing/form';

describe('AffiliatePage', () => {
  jest.setTimeout(30_000);

  it('shows what is missing next to each field and sends nothing', async () => {
    const { calls } = mockApi({});
    const { user } = renderWithProviders(<AffiliatePage />, { namespaces: { help: en } });
    await enter(user, 'Link to your page or channel', 'my facebook page');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'Please enter your name.',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(screen.getByRole('textbox', { name: 'Link to your page or channel' })).toHaveAccessibleDescription(
      'Enter the full address, e.g. https://facebook.com/yourpage.',
    );
    expect(screen.getByText('Please choose where you will share Psar links.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your audience size.')).toBeInTheDocument();
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends the application and shows the confirmation', async () => {
    const { calls } = mockApi({ 'POST /affiliate-applications': { status: 201, body: { data: { id: 3 } } } });
    const { user } = renderWithProviders(<AffiliatePage />, { namespaces: { help: en } });
    await enter(user, 'Full name', 'Vanna Kim');
    await enter(user, 'E-mail', 'vanna@example.com');
    await enter(user, 'Phone', '+855 97 765 4321');
    await choose(user, 'Where will you share?', 'TikTok');
    await enter(user, 'Link to your page or channel', 'https://tiktok.com/@vanna');
    await choose(user, 'Followers or monthly visitors', '10,000 to 100,000');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByTestId('form-success')).toHaveTextContent('Application received');
    const sent = calls.find((request) => request.method === 'POST')!;
    expect(await sent.json()).toEqual({
      name: 'Vanna Kim',
      email: 'vanna@example.com',
      phone: '+855 97 765 4321',
      channel: 'tiktok',
      channelUrl: 'https://tiktok.com/@vanna',
      audienceSize: '10k_100k',
    });
  });
});
