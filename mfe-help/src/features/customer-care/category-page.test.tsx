import { Route, Routes } from '@storefront/shared';
import type { HelpCategoryDetail, ItemResponse } from '@storefront/shared';
import { mockApi, renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import en from '../../../locales/en/help.json';
import CategoryPage from './category-page';

const at = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/customer-care/category/:id" element={<CategoryPage />} />
    </Routes>,
    { namespaces: { help: en }, route: path },
  );

describe('CategoryPage', () => {
  it("shows a group's topics and articles", async () => {
    mockApi({
      'GET /help/categories/31': {
        body: {
          data: {
            id: 31,
            title: { en: 'Shipping & Delivery', kh: 'ការដឹកជញ្ជូន' },
            group: null,
            subCategories: [{ id: 32, title: { en: 'Delivery fees', kh: 'ថ្លៃដឹកជញ្ជូន' } }],
            articles: [
              {
                id: 7,
                slug: 'fees',
                categoryId: 32,
                title: { en: 'How much does delivery cost?', kh: 'តើថ្លៃដឹកជញ្ជូនប៉ុន្មាន?' },
              },
            ],
          },
        } satisfies ItemResponse<HelpCategoryDetail>,
      },
    });
    at('/customer-care/category/31');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Shipping & Delivery');
    expect(screen.getByRole('link', { name: 'Delivery fees' })).toHaveAttribute(
      'href',
      '/customer-care/category/32',
    );
    expect(screen.getByRole('link', { name: 'How much does delivery cost?' })).toHaveAttribute(
      'href',
      '/customer-care/answers?id=7',
    );
  });

  it('is not found for an id no category can have, without asking the API', async () => {
    for (const raw of ['0', '031', '-1', '12345678901', 'shipping']) {
      const { fetchMock } = mockApi({});
      const { unmount } = at(`/customer-care/category/${raw}`);
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('is not found for an unknown id (404) and for one the API refuses (400)', async () => {
    for (const status of [404, 400]) {
      mockApi({
        'GET /help/categories/999': {
          status,
          body:
            status === 404
              ? {
                  statusCode: 404,
                  error: 'Not Found',
                  code: 'help.category_not_found',
                  params: {},
                  message: 'There is no help category with this id.',
                }
              : {
                  statusCode: 400,
                  error: 'Bad Request',
                  code: 'request.invalid_input',
                  params: {},
                  message: 'Invalid input. id: Must be a positive whole number',
                  fields: {
                    id: {
                      code: 'id.not_positive_whole',
                      params: {},
                      message: 'Must be a positive whole number',
                    },
                  },
                },
        },
      });
      const { unmount } = at('/customer-care/category/999');
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('offers Retry when the load fails for another reason', async () => {
    mockApi({
      'GET /help/categories/31': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
      },
    });
    at('/customer-care/category/31');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
  });
});
