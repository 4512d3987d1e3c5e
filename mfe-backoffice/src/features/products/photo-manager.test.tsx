import { MAX_PRODUCT_PHOTO_BYTES } from '@storefront/shared/rules';
import { mockApi } from '@storefront/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import { PhotoManager } from './photo-manager';
import { apiError, photoList } from './test-fixtures';

jest.setTimeout(20_000);

function open(onVersionChange = jest.fn()) {
  const result = renderScreen(
    <PhotoManager productId={12} productName="Silk scarf" onVersionChange={onVersionChange} />,
    {
      role: 'catalog_manager',
    },
  );
  return { ...result, onVersionChange };
}

/** Chooses a file as the browser would, whatever the input's accept attribute says. */
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Photo file'), { target: { files: [file] } });

describe('PhotoManager', () => {
  it('shows thumbnails from the small AVIF and WebP renditions, the first as the main picture', async () => {
    mockApi({ 'GET /backoffice/products/12/photos': { body: { data: photoList(4, [7, 8]) } } });
    open();
    const [first, second] = await screen.findAllByTestId('photo-item');
    const image = within(first!).getByRole('img', { name: 'Silk scarf, photo 1' });
    expect(image).toHaveAttribute('src', '/api/files/public/products/12/p7-640.webp');
    const sources = first!.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', expect.stringContaining('p7-160.avif 160w'));
    expect(first).toHaveTextContent('Main');
    expect(second).not.toHaveTextContent('Main');
    expect(within(first!).getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(within(second!).getByRole('button', { name: 'Move photo 2 later' })).toBeDisabled();
  });

  it('refuses a file of another type or too large before sending it', async () => {
    const { calls } = mockApi({ 'GET /backoffice/products/12/photos': { body: { data: photoList(4, []) } } });
    open();
    await screen.findByTestId('photos-empty');
    choose(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByTestId('photos-problem')).toHaveTextContent(
      'Photos must be JPEG, PNG or WebP images.',
    );
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: MAX_PRODUCT_PHOTO_BYTES + 1 });
    choose(big);
    expect(await screen.findByTestId('photos-problem')).toHaveTextContent(
      'The photo is too large. The limit is 10 MB.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("uploads a photo and shows the API's refusal translated", async () => {
    const { calls } = mockApi({
      'GET /backoffice/products/12/photos': { body: { data: photoList(4, []) } },
      'POST /backoffice/products/12/photos': apiError(415, 'product_photo.type_not_accepted'),
    });
    const { onVersionChange } = open();
    await screen.findByTestId('photos-empty');
    // A file that claims to be a JPEG; the API reads its bytes and refuses it.
    choose(new File(['<html></html>'], 'page.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByTestId('photos-problem')).toHaveTextContent(
      'Photos must be JPEG, PNG or WebP images.',
    );
    const upload = calls.find((call) => call.method === 'POST')!;
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(onVersionChange).not.toHaveBeenCalled();
  });

  it('moves a photo with the buttons and reports the new version', async () => {
    const { calls } = mockApi({
      'GET /backoffice/products/12/photos': { body: { data: photoList(4, [7, 8]) } },
      'PUT /backoffice/products/12/photos/order': { body: { data: photoList(5, [8, 7]) } },
    });
    const { user, onVersionChange } = open();
    await user.click(await screen.findByRole('button', { name: 'Move photo 2 earlier' }));
    await waitFor(() => expect(onVersionChange).toHaveBeenCalledWith(5));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(await put.json()).toEqual({ photoIds: [8, 7] });
    expect(screen.getByTestId('photos-status')).toHaveTextContent('The photo is now in place 1.');
  });

  it('deletes a photo after a confirmation', async () => {
    const { calls } = mockApi({
      'GET /backoffice/products/12/photos': { body: { data: photoList(4, [7, 8]) } },
      'DELETE /backoffice/products/12/photos/7': { body: { data: photoList(5, [8]) } },
    });
    const { user, onVersionChange } = open();
    await user.click(await screen.findByRole('button', { name: 'Delete photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete the photo' }));
    await waitFor(() => expect(onVersionChange).toHaveBeenCalledWith(5));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByTestId('photos-status')).toHaveTextContent('The photo is deleted.');
  });
});
