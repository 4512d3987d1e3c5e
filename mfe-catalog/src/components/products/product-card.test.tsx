import { i18n } from '@storefront/shared';
import { act, screen } from '@testing-library/react';
import { activePromotion, productSummary } from '../../testing/fixtures';
import { renderCatalog } from '../../testing/render';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows the price after the product discount, the struck original and a badge', () => {
    renderCatalog(<ProductCard product={productSummary({ price: 10, discount: 20 })} />);

    expect(screen.getByTestId('price')).toHaveTextContent('$8.00');
    expect(screen.getByTestId('original-price')).toHaveTextContent('$10.00');
    expect(screen.getByTestId('original-price').tagName).toBe('DEL');
    expect(screen.getByTestId('discount-badge')).toHaveTextContent('-20%');
  });

  it('lets an active promotion win over the product discount', () => {
    renderCatalog(
      <ProductCard product={productSummary({ price: 40, discount: 10, promotion: activePromotion(25) })} />,
    );

    expect(screen.getByTestId('price')).toHaveTextContent('$30.00');
    expect(screen.getByTestId('discount-badge')).toHaveTextContent('-25%');
  });

  it('ignores a promotion that has ended', () => {
    const ended = { ...activePromotion(50), endDate: new Date(Date.now() - 1000).toISOString() };
    renderCatalog(<ProductCard product={productSummary({ price: 40, discount: 0, promotion: ended })} />);

    expect(screen.getByTestId('price')).toHaveTextContent('$40.00');
    expect(screen.queryByTestId('discount-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('original-price')).not.toBeInTheDocument();
  });

  it('shows the full price without badge or strike-through when nothing is off', () => {
    renderCatalog(<ProductCard product={productSummary({ price: 12.5 })} />);

    expect(screen.getByTestId('price')).toHaveTextContent('$12.50');
    expect(screen.queryByTestId('discount-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('original-price')).not.toBeInTheDocument();
  });

  it('truncates a long name to 20 characters and keeps the full name in the title', () => {
    const name = 'Handwoven silk scarf from Takeo province';
    renderCatalog(<ProductCard product={productSummary({ name: { en: name, kh: 'ក្រមា' } })} />);

    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent('Handwoven silk scarf…');
    expect(heading).toHaveAttribute('title', name);
  });

  it('links the whole card to the product page and lazy-loads a sized image', () => {
    renderCatalog(<ProductCard product={productSummary({ id: 42 })} />);

    expect(screen.getByRole('link')).toHaveAttribute('href', '/products/42');
    const image = screen.getByRole('img', { name: 'Kampot pepper' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image).toHaveAttribute('src', 'https://img.example/1.webp');
  });

  it('renders a photo as <picture> with an AVIF and a WebP srcset sized for a grid cell', () => {
    const photo = {
      src: '/api/files/public/products/42/ab-640.webp',
      width: 640,
      height: 480,
      sources: [
        {
          type: 'image/avif' as const,
          srcset:
            '/api/files/public/products/42/ab-160.avif 160w, /api/files/public/products/42/ab-320.avif 320w',
        },
        {
          type: 'image/webp' as const,
          srcset:
            '/api/files/public/products/42/ab-160.webp 160w, /api/files/public/products/42/ab-320.webp 320w',
        },
      ],
    };
    renderCatalog(
      <ProductCard
        product={productSummary({ id: 42, image: photo, imageUrl: photo.src })}
        imageLoading="eager"
      />,
    );

    const image = screen.getByRole('img', { name: 'Kampot pepper' });
    const picture = image.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', photo.sources[0]!.srcset);
    expect(sources[1]).toHaveAttribute('srcset', photo.sources[1]!.srcset);
    // Half the screen on a phone (two columns).
    for (const source of sources) expect(source.getAttribute('sizes')).toMatch(/, 50vw$/);
    expect(image).toHaveAttribute('src', photo.src);
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('shows the pictogram as a plain image when the product has no photo', () => {
    renderCatalog(
      <ProductCard product={productSummary({ image: null, imageUrl: '/api/images/products/1.svg' })} />,
    );

    const image = screen.getByRole('img', { name: 'Kampot pepper' });
    expect(image.parentElement!.tagName).not.toBe('PICTURE');
    expect(image).toHaveAttribute('src', '/api/images/products/1.svg');
    expect(document.querySelector('source')).toBeNull();
  });

  it('shows the rating with its review count', () => {
    renderCatalog(<ProductCard product={productSummary({ rating: 4.5, reviewCount: 12 })} />);

    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
  });

  it('shows the Khmer name when the interface is in Khmer', async () => {
    renderCatalog(<ProductCard product={productSummary()} />);
    try {
      await act(() => i18n.changeLanguage('kh'));
      expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('ម្រេចកំពត');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
