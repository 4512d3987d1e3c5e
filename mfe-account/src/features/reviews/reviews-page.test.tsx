import type { MyReview, PendingReview } from '@storefront/shared';
import { mockApi } from '@storefront/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { listBody, renderActivity } from '../../components/activity/render-activity';
import { makeUser } from '../../testing/fixtures';

jest.setTimeout(20_000);

/** MUI's Rating reads the pointer position for hover, which jsdom does not lay out: click the
 * star's radio directly, as a keyboard user's Space would. */
function chooseStars(dialog: HTMLElement, stars: number) {
  fireEvent.click(within(dialog).getByRole('radio', { name: `${stars} out of 5 stars` }));
}
afterEach(() => jest.restoreAllMocks());

const pending: PendingReview = {
  orderLineId: 501,
  orderId: 42,
  orderNumber: 'PS-000042',
  productId: 7,
  name: { en: 'Silk Krama Scarf', kh: 'ក្រមាសូត្រ' },
  imageUrl: '/images/7.svg',
  attributes: {},
  deliveredAt: '2026-11-21T02:00:00Z',
};

const written: MyReview = {
  id: 9,
  productId: 8,
  orderLineId: 502,
  orderNumber: 'PS-000041',
  name: { en: 'Rattan Basket', kh: 'កន្ត្រក' },
  imageUrl: '/images/8.svg',
  attributes: {},
  rating: 4,
  body: 'Strong and well made.',
  photos: ['/api/review-photos/review-0123456789abcdef01234567.png'],
  createdAt: '2026-11-20T02:00:00Z',
  updatedAt: '2026-11-20T02:00:00Z',
};

describe('/reviews', () => {
  it('lists delivered items to review, and publishes a review with stars and text', async () => {
    const append = jest.spyOn(FormData.prototype, 'append');
    const { calls } = mockApi({
      'GET /reviews/pending': { body: listBody([pending]) },
      'POST /reviews': { status: 201, body: { data: { ...written, id: 10, orderLineId: 501 } } },
    });
    const { user } = renderActivity('/reviews', makeUser());
    const item = await screen.findByTestId('review-item');
    expect(within(item).getByText(/Order PS-000042/)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Write a review of Silk Krama Scarf' }));

    const dialog = await screen.findByRole('dialog', { name: 'Review Silk Krama Scarf' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await within(dialog).findByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    chooseStars(dialog, 5);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Your review/ }),
      'Soft and beautiful colours.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));

    expect(await screen.findByText('Thank you! Your review is published.')).toBeInTheDocument();
    const sent = Object.fromEntries(append.mock.calls.map(([name, value]) => [name, value]));
    expect(sent).toMatchObject({ orderLineId: '501', rating: '5', body: 'Soft and beautiful colours.' });
  });

  it('shows why the review is refused next to the form, from its code', async () => {
    mockApi({
      'GET /reviews/pending': { body: listBody([pending]) },
      'POST /reviews': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'review.already_reviewed',
          params: {},
          message: 'Reviewed (server wording)',
          fields: {
            orderLineId: {
              code: 'review.already_reviewed_field',
              params: {},
              message: 'Reviewed (server wording)',
            },
          },
        },
      },
    });
    const { user } = renderActivity('/reviews', makeUser());
    await user.click(await screen.findByRole('button', { name: 'Write a review of Silk Krama Scarf' }));
    const dialog = await screen.findByRole('dialog');
    chooseStars(dialog, 3);
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Nice enough for me.');
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this item. Edit your review instead.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Your review/ })).toHaveValue('Nice enough for me.');
  });

  it('lists written reviews and edits one, keeping its photo unless removed', async () => {
    const append = jest.spyOn(FormData.prototype, 'append');
    mockApi({
      'GET /reviews/mine': { body: listBody([written]) },
      'PUT /reviews/9': { body: { data: { ...written, rating: 2, photos: [] } } },
    });
    const { user } = renderActivity('/reviews?tab=written', makeUser());
    const item = await screen.findByTestId('review-item');
    expect(within(item).getByTestId('review-body')).toHaveTextContent('Strong and well made.');
    expect(within(item).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Edit your review of Rattan Basket' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit your review of Rattan Basket' });
    expect(within(dialog).getByRole('textbox', { name: /Your review/ })).toHaveValue('Strong and well made.');
    chooseStars(dialog, 2);
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your review was updated.')).toBeInTheDocument();
    const sent = Object.fromEntries(append.mock.calls.map(([name, value]) => [name, value]));
    expect(sent).toMatchObject({ rating: '2', body: 'Strong and well made.', keepPhotos: '[]' });
  });

  it('has empty states for both tabs', async () => {
    mockApi({ 'GET /reviews/pending': { body: listBody([]) }, 'GET /reviews/mine': { body: listBody([]) } });
    const { user } = renderActivity('/reviews', makeUser());
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Nothing waiting for a review.');
    await user.click(screen.getByRole('tab', { name: 'My reviews' }));
    expect(await screen.findByText('You have not written any reviews yet.')).toBeInTheDocument();
  });

  it('shows a load error with retry', async () => {
    mockApi({
      'GET /reviews/pending': {
        status: 500,
        body: {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'server.internal',
          params: {},
          message: 'Try later',
        },
      },
    });
    renderActivity('/reviews', makeUser());
    expect(await screen.findByTestId('error-state')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
  });
});
