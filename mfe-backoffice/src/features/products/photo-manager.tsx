// A product's photos in the editor: upload (JPEG, PNG or WebP, checked here before sending),
// thumbnails from the small AVIF/WebP renditions, reorder with buttons, delete after a confirm.
// Every change moves the product's version on: the editor is told, so its next save carries it.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERRORS_NAMESPACE, errorMessage, type ProductPhoto, type ProductPhotoList } from '@storefront/shared';
import {
  MAX_PRODUCT_PHOTO_BYTES,
  MAX_PRODUCT_PHOTOS,
  PRODUCT_PHOTO_UPLOAD_TYPES,
} from '@storefront/shared/rules';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  useDeleteProductPhotoMutation,
  useListProductPhotosQuery,
  useReorderProductPhotosMutation,
  useUploadProductPhotoMutation,
} from './products-api';
import { visuallyHidden } from '../../components/visually-hidden';

const MEGABYTES = Math.round(MAX_PRODUCT_PHOTO_BYTES / (1024 * 1024));

/** A photo from its small AVIF/WebP renditions (the browser picks the ~160 px ones). */
export function PhotoThumbnail({ photo, alt }: { photo: ProductPhoto; alt: string }) {
  return (
    <Box
      component="picture"
      sx={{
        display: 'block',
        aspectRatio: '1 / 1',
        bgcolor: 'grey.100',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes="150px" />
      ))}
      <img
        src={photo.src}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading="lazy"
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
}

/** A product's photos for a role that may not change them. */
export function PhotoGallery({ photos, productName }: { photos: ProductPhoto[]; productName: string }) {
  const { t } = useTranslation(NAMESPACE);
  if (photos.length === 0)
    return (
      <Typography color="text.secondary" data-testid="photos-empty">
        {t('photos.none')}
      </Typography>
    );
  return (
    <Box
      component="ol"
      aria-label={t('photos.listLabel')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
      }}
    >
      {photos.map((photo, index) => (
        <li key={photo.id} data-testid="photo-item">
          <PhotoThumbnail photo={photo} alt={t('photos.alt', { name: productName, n: index + 1 })} />
        </li>
      ))}
    </Box>
  );
}

/** Why a chosen file is refused before it is sent (null: it may go). */
export function photoFileProblem(file: File): { code: string; params?: Record<string, number> } | null {
  if (!(PRODUCT_PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type))
    return { code: 'product_photo.type_not_accepted' };
  if (file.size > MAX_PRODUCT_PHOTO_BYTES)
    return { code: 'product_photo.too_large', params: { megabytes: MEGABYTES } };
  return null;
}

export function PhotoManager({
  productId,
  productName,
  onVersionChange,
}: {
  productId: number;
  productName: string;
  onVersionChange: (version: number) => void;
}) {
  const { t } = useTranslation([NAMESPACE, ERRORS_NAMESPACE]);
  const { data, error, isLoading, refetch } = useListProductPhotosQuery(productId);
  const [upload, { isLoading: uploading }] = useUploadProductPhotoMutation();
  const [reorder, { isLoading: reordering }] = useReorderProductPhotosMutation();
  const [remove, { isLoading: deleting }] = useDeleteProductPhotoMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState<ProductPhoto | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  // After a move, focus stays on the moved photo's button (the list re-renders in its new order).
  const [focusAfterMove, setFocusAfterMove] = useState<{ photoId: number; direction: 'up' | 'down' } | null>(
    null,
  );
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());

  const photos = data?.photos ?? [];
  const full = photos.length >= MAX_PRODUCT_PHOTOS;

  useEffect(() => {
    if (!focusAfterMove) return;
    const { photoId, direction } = focusAfterMove;
    const button =
      moveButtons.current.get(`${photoId}-${direction}`) ??
      moveButtons.current.get(`${photoId}-${direction === 'up' ? 'down' : 'up'}`);
    if (button && !button.disabled) button.focus();
  }, [focusAfterMove, data]);

  const changed = (list: ProductPhotoList, message: string) => {
    onVersionChange(list.version);
    setProblem(null);
    setStatus(message);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = photoFileProblem(file);
    if (refused) {
      setProblem(t(refused.code, { ns: ERRORS_NAMESPACE, ...refused.params }));
      return;
    }
    setProblem(null);
    setStatus(t('photos.uploading'));
    const result = await upload({ productId, file });
    if ('error' in result) {
      setStatus('');
      setProblem(errorMessage(result.error, t('photos.uploadFailed')));
      return;
    }
    changed(result.data, t('photos.uploaded'));
  };

  const move = async (index: number, direction: 'up' | 'down') => {
    const ids = photos.map((photo) => photo.id);
    const target = direction === 'up' ? index - 1 : index + 1;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    const result = await reorder({ productId, photoIds: ids });
    if ('error' in result) {
      setProblem(errorMessage(result.error, t('photos.reorderFailed')));
      void refetch();
      return;
    }
    changed(result.data, t('photos.moved', { position: target + 1 }));
    setFocusAfterMove({ photoId: photos[index]!.id, direction });
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    const result = await remove({ productId, photoId: confirming.id });
    setConfirming(null);
    if ('error' in result) {
      setProblem(errorMessage(result.error, t('photos.deleteFailed')));
      void refetch();
    } else {
      changed(result.data, t('photos.deleted'));
    }
    uploadButton.current?.focus();
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('photos.help', { max: MAX_PRODUCT_PHOTOS, megabytes: MEGABYTES })}
      </Typography>
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="photos-status">
        {status}
      </Box>
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(null)} data-testid="photos-problem">
          {problem}
        </Alert>
      )}
      {isLoading ? (
        <Skeleton variant="rounded" height={120} />
      ) : error || !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 40 }}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('photos.loadFailed')}
        </Alert>
      ) : photos.length === 0 ? (
        <Typography color="text.secondary" data-testid="photos-empty">
          {t('photos.none')}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label={t('photos.listLabel')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <Box
                component="li"
                key={photo.id}
                data-testid="photo-item"
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  p: 1,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1,
                }}
              >
                <PhotoThumbnail photo={photo} alt={t('photos.alt', { name: productName, n })} />
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ flexGrow: 1 }}>
                    {n}
                  </Typography>
                  {index === 0 && <Chip size="small" color="primary" label={t('photos.main')} />}
                </Stack>
                <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'space-between' }}>
                  <IconButton
                    ref={(element) => void moveButtons.current.set(`${photo.id}-up`, element)}
                    aria-label={t('photos.moveUp', { n })}
                    disabled={index === 0 || reordering}
                    onClick={() => void move(index, 'up')}
                    sx={{ width: 40, height: 40 }}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    ref={(element) => void moveButtons.current.set(`${photo.id}-down`, element)}
                    aria-label={t('photos.moveDown', { n })}
                    disabled={index === photos.length - 1 || reordering}
                    onClick={() => void move(index, 'down')}
                    sx={{ width: 40, height: 40 }}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('photos.delete', { n })}
                    color="error"
                    onClick={() => setConfirming(photo)}
                    sx={{ width: 40, height: 40 }}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
      <div>
        <input
          ref={fileInput}
          type="file"
          accept={PRODUCT_PHOTO_UPLOAD_TYPES.join(',')}
          aria-label={t('photos.file')}
          tabIndex={-1}
          onChange={(event) => void onFile(event)}
          style={visuallyHidden}
          data-testid="photo-file"
        />
        <Button
          ref={uploadButton}
          variant="outlined"
          startIcon={<UploadIcon />}
          loading={uploading}
          loadingPosition="start"
          disabled={full || isLoading}
          onClick={() => fileInput.current?.click()}
          sx={{ minHeight: 40 }}
        >
          {uploading ? t('photos.uploading') : t('photos.upload')}
        </Button>
        {full && (
          <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {t('photos.full', { max: MAX_PRODUCT_PHOTOS })}
          </Typography>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('photos.confirmTitle')}
        text={t('photos.confirmText', {
          n: confirming ? photos.findIndex((photo) => photo.id === confirming.id) + 1 : 0,
        })}
        confirmLabel={t('photos.confirmDelete')}
        cancelLabel={t('common.cancel')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
