import { act, render, screen } from '@testing-library/react';
import { emulateIdleCallbacks } from '../testing/render-with-providers';
import { showToast, ToastHost } from './toast';

const mockNotistackLoaded = jest.fn();
jest.mock('notistack', () => {
  mockNotistackLoaded();
  return jest.requireActual('notistack');
});

// The library's module is loaded once per test file, so the order of these tests matters: the
// first one sees it load.
describe('toasts', () => {
  let idle: ReturnType<typeof emulateIdleCallbacks>;
  beforeEach(() => {
    idle = emulateIdleCallbacks();
  });
  afterEach(() => idle.restore());

  it('loads nothing with the page; once the browser is idle, it loads and a toast shows at once', async () => {
    render(<ToastHost />);
    await act(async () => undefined);
    expect(mockNotistackLoaded).not.toHaveBeenCalled();

    await act(async () => idle.becomeIdle());
    expect(mockNotistackLoaded).toHaveBeenCalledTimes(1);

    act(() => showToast('Added to cart', { variant: 'success' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
  });

  it('shows the toasts asked for before its code was there, in order, once it is', async () => {
    render(<ToastHost />);
    act(() => {
      showToast('Address saved', { variant: 'success' });
      showToast('Could not remove the item', { variant: 'error' });
    });
    const shown = await screen.findAllByText(/Address saved|Could not remove the item/);
    expect(shown.map((toast) => toast.textContent)).toEqual(['Address saved', 'Could not remove the item']);
  });
});
