import { HydratedMark } from '@storefront/shared';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ResponsivePicture, type ResponsivePictureProps } from './responsive-picture';

const photo = {
  src: '/api/files/public/products/7/cd-640.webp',
  width: 640,
  height: 640,
  sources: [{ type: 'image/avif' as const, srcset: '/api/files/public/products/7/cd-320.avif 320w' }],
};
const props: ResponsivePictureProps = {
  image: photo,
  fallbackSrc: '/api/images/products/7.svg',
  alt: 'Kampot pepper',
  sizes: '50vw',
  width: 320,
  height: 320,
};

// Once a HydratedMark has run, the page stays live for the rest of this file: that case comes last.
describe('ResponsivePicture below the first screen (after-start)', () => {
  afterEach(() => {
    globalThis.__PSAR_SSR__ = undefined;
  });

  it('is sent by the server inside <noscript> only, so the browser fetches it only without JavaScript', () => {
    const html = renderToString(<ResponsivePicture {...props} loading="after-start" />);
    expect(html).toMatch(/^<noscript><picture><source type="image\/avif"/);
    expect(html).toContain('loading="lazy"');
    // A picture near the first screen comes as it is.
    expect(renderToString(<ResponsivePicture {...props} loading="lazy" />)).toMatch(/^<picture>/);
  });

  it('on a page the browser renders, is a lazy picture from the start', () => {
    render(<ResponsivePicture {...props} loading="after-start" />);
    expect(screen.getByRole('img', { name: 'Kampot pepper' })).toHaveAttribute('loading', 'lazy');
  });

  it('on a page the server rendered, appears once the page has hydrated', async () => {
    // Only its presence matters here.
    globalThis.__PSAR_SSR__ = {} as NonNullable<typeof globalThis.__PSAR_SSR__>;
    const { rerender } = render(<ResponsivePicture {...props} loading="after-start" />);
    expect(document.querySelector('img, source')).toBeNull();

    rerender(
      <>
        <ResponsivePicture {...props} loading="after-start" />
        <HydratedMark />
      </>,
    );
    const image = await screen.findByRole('img', { name: 'Kampot pepper' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.parentElement?.tagName).toBe('PICTURE');
  });
});
