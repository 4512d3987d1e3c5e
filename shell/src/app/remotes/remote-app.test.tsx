import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: jest.fn(),
}));
jest.mock('@module-federation/retry-plugin', () => ({ RetryPlugin: () => ({ name: 'retry' }) }));

// Imported after the mocks above (jest hoists jest.mock calls anyway).
import { RemoteApp } from './remote-app';
import { remoteFallbackPlugin } from './remote-fallback-plugin';

describe('RemoteApp', () => {
  beforeEach(() => {
    window.__PSAR_REMOTES__ = { help: 'http://localhost:3004/mf-manifest.json' };
  });

  it('renders the fallback from the runtime plugin, and Retry re-registers the remote and loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const fallback = remoteFallbackPlugin().errorLoadRemote!({
      id: 'help/App',
      error: new Error('down'),
      lifecycle: 'onLoad',
      from: 'runtime',
      origin: {} as never,
    }) as { default: () => ReactElement };
    loadRemote.mockResolvedValueOnce(fallback).mockResolvedValueOnce({ default: () => <p>help is back</p> });
    const { user } = renderWithProviders(<RemoteApp name="help" />);
    expect(
      await screen.findByText(
        'This part of the shop is not available right now. Everything else still works.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('help is back')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'help', entry: 'http://localhost:3004/mf-manifest.json' }],
      { force: true },
    );
  });

  it('keeps a remote that crashes while rendering inside its own box', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadRemote.mockResolvedValueOnce({
      default: () => {
        throw new Error('render bug');
      },
    });
    renderWithProviders(
      <>
        <header>still here</header>
        <RemoteApp name="checkout" />
      </>,
    );
    expect(await screen.findByTestId('remote-unavailable-checkout')).toBeInTheDocument();
    expect(screen.getByText('still here')).toBeInTheDocument();
  });
});
