import { mockApi } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import { activePromotion, listOf, productSummary } from '../../testing/fixtures';
import { renderCatalog } from '../../testing/render';
import DealsPage from './deals-page';

const HOUR = 60 * 60 * 1000;

describe('DealsPage', () => {
  it('lists the deals with the time left until each promotion ends', async () => {
    mockApi({
      'GET /products/deals-of-the-day': {
        body: listOf([
          productSummary({
            id: 1,
            name: { en: 'Two-day deal', kh: 'x' },
            promotion: activePromotion(20, 2 * 24 * HOUR + 3 * HOUR + 60_000),
          }),
          productSummary({
            id: 2,
            name: { en: 'Last-hour deal', kh: 'x' },
            promotion: activePromotion(40, 10 * 60_000 + 30_000),
          }),
        ]),
      },
    });
    renderCatalog(<DealsPage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Today's Deals");
    expect(await screen.findByText('Two-day deal')).toBeInTheDocument();
    const [twoDays, lastHour] = screen.getAllByTestId('deal-countdown');
    expect(twoDays).toHaveTextContent('Ends in 2d 3h');
    expect(lastHour).toHaveTextContent(/^Ends in 10m (29|30)s$/);
    expect(document.title).toBe("Today's Deals · Psar");
  });

  it('counts down every second and says when a deal has ended', async () => {
    jest.useFakeTimers();
    try {
      mockApi({
        'GET /products/deals-of-the-day': {
          body: listOf([
            productSummary({
              id: 1,
              name: { en: 'Flash deal', kh: 'x' },
              promotion: activePromotion(10, 2500),
            }),
          ]),
        },
      });
      renderCatalog(<DealsPage />);
      const countdown = await screen.findByTestId('deal-countdown');
      expect(countdown).toHaveTextContent(/^Ends in 0m [12]s$/);

      await act(() => jest.advanceTimersByTimeAsync(3000));
      expect(screen.getByTestId('deal-countdown')).toHaveTextContent('Deal ended');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when there are no deals today', async () => {
    mockApi({ 'GET /products/deals-of-the-day': { body: listOf([]) } });
    renderCatalog(<DealsPage />);

    expect(await screen.findByText('No deals right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/products');
  });
});
