import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  fieldErrors,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  MAX_REVIEW_BODY_LENGTH,
  type MyReview,
  showToast,
} from '@storefront/shared';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ACTIVITY_NAMESPACE } from '../../app/locales';
import { apiPhotoUrl } from '../../components/activity/format';
import { useCreateReviewMutation, useUpdateReviewMutation } from './reviews-api';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type ReviewTarget =
  { kind: 'new'; orderLineId: number; name: string } | { kind: 'edit'; review: MyReview; name: string };

/** Stars, text and up to 3 photos, for a new review of an order line or an edit of one. */
export function ReviewDialog({ target, onClose }: { target: ReviewTarget; onClose: () => void }) {
  const { t } = useTranslation(ACTIVITY_NAMESPACE);
  const [createReview, createState] = useCreateReviewMutation();
  const [updateReview, updateState] = useUpdateReviewMutation();
  const saving = createState.isLoading || updateState.isLoading;
  const [failure, setFailure] = useState<string | null>(null);
  const [kept, setKept] = useState<string[]>(target.kind === 'edit' ? target.review.photos : []);
  const [added, setAdded] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const previews = useMemo(
    () => added.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')),
    [added],
  );
  useEffect(() => () => previews.forEach((url) => url && URL.revokeObjectURL(url)), [previews]);

  const schema = useMemo(
    () =>
      z.object({
        rating: z
          .number({ message: t('reviewForm.ratingRequired') })
          .int()
          .min(1, { message: t('reviewForm.ratingRequired') })
          .max(5),
        body: z
          .string()
          .trim()
          .min(10, { message: t('reviewForm.bodyRequired') })
          .max(MAX_REVIEW_BODY_LENGTH, { message: t('reviewForm.bodyTooLong') }),
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues:
      target.kind === 'edit'
        ? { rating: target.review.rating, body: target.review.body }
        : { rating: 0, body: '' },
  });

  const onPhotos = (files: FileList | null) => {
    setPhotoError(null);
    const chosen = Array.from(files ?? []);
    if (kept.length + added.length + chosen.length > MAX_PHOTOS)
      return setPhotoError(t('reviewForm.photosTooMany', { max: MAX_PHOTOS }));
    if (chosen.some((file) => !PHOTO_TYPES.includes(file.type)))
      return setPhotoError(t('reviewForm.photosType'));
    if (chosen.some((file) => file.size > MAX_PHOTO_BYTES))
      return setPhotoError(t('reviewForm.photosTooLarge'));
    setAdded((current) => [...current, ...chosen]);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const form = new FormData();
    form.append('rating', String(values.rating));
    form.append('body', values.body.trim());
    if (target.kind === 'new') form.append('orderLineId', String(target.orderLineId));
    else form.append('keepPhotos', JSON.stringify(kept));
    for (const photo of added) form.append('photos', photo, photo.name);
    const result =
      target.kind === 'new' ? await createReview(form) : await updateReview({ id: target.review.id, form });
    if ('error' in result && result.error) {
      const fields = fieldErrors(result.error);
      if (fields.rating) setError('rating', { message: fields.rating });
      if (fields.body) setError('body', { message: fields.body });
      if (fields.photos) setPhotoError(fields.photos);
      setFailure(errorMessage(result.error, t('reviewForm.failed')));
      return;
    }
    showToast(t(target.kind === 'new' ? 'reviewForm.created' : 'reviewForm.updated'), {
      variant: 'success',
    });
    onClose();
  });

  const title = t(target.kind === 'new' ? 'reviewForm.titleNew' : 'reviewForm.titleEdit', {
    name: target.name,
  });
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="review-dialog-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="review-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <Controller
              name="rating"
              control={control}
              render={({ field, fieldState }) => (
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <Typography component="legend" sx={{ fontWeight: 600 }}>
                    {t('reviewForm.rating')}
                  </Typography>
                  <Rating
                    name="rating"
                    value={field.value || null}
                    onChange={(_event, value) => field.onChange(value ?? 0)}
                    size="large"
                    getLabelText={(value) => t('reviews.ratingOf', { rating: value })}
                    emptyLabelText={t('reviews.noRating')}
                  />
                  {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
                </Box>
              )}
            />
            <Controller
              name="body"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  required
                  multiline
                  minRows={4}
                  label={t('reviewForm.body')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? t('reviewForm.bodyHelp')}
                />
              )}
            />
            <Box>
              <Typography sx={{ fontWeight: 600, mb: 1 }}>{t('reviewForm.photos')}</Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                {kept.map((url, index) => (
                  <Box key={url} sx={{ position: 'relative' }}>
                    <Box
                      component="img"
                      src={apiPhotoUrl(url)}
                      alt=""
                      sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
                    />
                    <IconButton
                      size="small"
                      aria-label={t('reviewForm.removePhoto', { index: index + 1 })}
                      onClick={() => setKept((current) => current.filter((item) => item !== url))}
                      sx={{
                        position: 'absolute',
                        top: -8,
                        right: -8,
                        bgcolor: 'background.paper',
                        boxShadow: 1,
                      }}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ))}
                {added.map((file, index) => (
                  <Box key={`${file.name}-${index}`} sx={{ position: 'relative' }}>
                    <Box
                      component="img"
                      src={previews[index]}
                      alt={t('reviewForm.newPhoto', { index: index + 1 })}
                      sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
                    />
                    <IconButton
                      size="small"
                      aria-label={t('reviewForm.removePhoto', { index: kept.length + index + 1 })}
                      onClick={() => setAdded((current) => current.filter((_item, at) => at !== index))}
                      sx={{
                        position: 'absolute',
                        top: -8,
                        right: -8,
                        bgcolor: 'background.paper',
                        boxShadow: 1,
                      }}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ))}
              </Box>
              <Button
                component="label"
                variant="outlined"
                disabled={kept.length + added.length >= MAX_PHOTOS}
              >
                {t('reviewForm.addPhotos')}
                <input
                  hidden
                  type="file"
                  multiple
                  accept={PHOTO_TYPES.join(',')}
                  aria-label={t('reviewForm.addPhotos')}
                  data-testid="review-photos"
                  onChange={(event) => {
                    onPhotos(event.target.files);
                    event.target.value = '';
                  }}
                />
              </Button>
              <FormHelperText error={Boolean(photoError)}>
                {photoError ?? t('reviewForm.photosHelp', { max: MAX_PHOTOS })}
              </FormHelperText>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('reviewForm.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t(target.kind === 'new' ? 'reviewForm.submit' : 'reviewForm.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
