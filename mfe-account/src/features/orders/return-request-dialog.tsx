import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  fieldErrors,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  MAX_REASON_LENGTH,
  MIN_REASON_LENGTH,
  type Order,
  showToast,
} from '@storefront/shared';
import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ACTIVITY_NAMESPACE } from '../../app/locales';
import { useRequestReturnMutation } from '../../components/activity/activity-api';
import { lineName } from '../../components/activity/format';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Which items, how many, why, and optional photos; sent as multipart to the after-sales API. */
export function ReturnRequestDialog({
  order,
  open,
  onClose,
}: {
  order: Order;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(ACTIVITY_NAMESPACE);
  const [requestReturn, { isLoading }] = useRequestReturnMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      z.object({
        lines: z
          .array(
            z.object({
              orderLineId: z.number(),
              selected: z.boolean(),
              max: z.number(),
              // Checked below, and only for the items chosen: an unchosen item's box may hold anything.
              quantity: z.union([z.string(), z.number()]),
            }),
          )
          .superRefine((lines, context) => {
            if (!lines.some((line) => line.selected)) {
              context.addIssue({ code: 'custom', path: [], message: t('return.itemsRequired') });
            }
            lines.forEach((line, index) => {
              if (!line.selected) return;
              const quantity = Number(line.quantity);
              if (String(line.quantity).trim() === '' || !Number.isInteger(quantity) || quantity < 1) {
                context.addIssue({
                  code: 'custom',
                  path: [index, 'quantity'],
                  message: t('return.quantityInvalid'),
                });
              } else if (quantity > line.max) {
                context.addIssue({
                  code: 'custom',
                  path: [index, 'quantity'],
                  message: t('return.quantityMax', { max: line.max }),
                });
              }
            });
          }),
        reason: z
          .string()
          .trim()
          .min(MIN_REASON_LENGTH, { message: t('return.reasonRequired') })
          .max(MAX_REASON_LENGTH, { message: t('return.reasonTooLong') }),
      }),
    [t],
  );
  type Values = z.input<typeof schema>;
  const { control, handleSubmit, watch, formState, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      lines: order.lines.map((line) => ({
        orderLineId: line.id,
        selected: order.lines.length === 1,
        max: line.quantity,
        quantity: line.quantity,
      })),
      reason: '',
    },
  });
  const { fields } = useFieldArray({ control, name: 'lines' });
  const lines = watch('lines');

  const onPhotos = (files: FileList | null) => {
    setPhotoError(null);
    const chosen = Array.from(files ?? []);
    if (chosen.length > MAX_PHOTOS) return setPhotoError(t('return.photosTooMany', { max: MAX_PHOTOS }));
    if (chosen.some((file) => !PHOTO_TYPES.includes(file.type))) return setPhotoError(t('return.photosType'));
    if (chosen.some((file) => file.size > MAX_PHOTO_BYTES)) return setPhotoError(t('return.photosTooLarge'));
    setPhotos(chosen);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const form = new FormData();
    form.append('reason', values.reason.trim());
    form.append(
      'lines',
      JSON.stringify(
        values.lines
          .filter((line) => line.selected)
          .map((line) => ({ orderLineId: line.orderLineId, quantity: Number(line.quantity) })),
      ),
    );
    for (const photo of photos) form.append('photos', photo, photo.name);
    const result = await requestReturn({ orderId: order.id, form });
    if ('error' in result && result.error) {
      const serverFields = fieldErrors(result.error);
      if (serverFields.reason) setError('reason', { message: serverFields.reason });
      if (serverFields.photos) setPhotoError(serverFields.photos);
      setFailure(errorMessage(result.error, t('return.failed')));
      return;
    }
    showToast(t('return.success'), { variant: 'success' });
    onClose();
  });

  const linesError = formState.errors.lines as { root?: { message?: string }; message?: string } | undefined;
  const linesMessage = linesError?.root?.message ?? linesError?.message;

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="return-title"
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <DialogTitle id="return-title">{t('return.title', { number: order.number })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography color="text.secondary">{t('return.note')}</Typography>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
                {t('return.items')}
              </Typography>
              <Stack spacing={1}>
                {fields.map((field, index) => {
                  const line = order.lines[index]!;
                  const name = lineName(line, i18n.language);
                  return (
                    <Box
                      key={field.id}
                      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Controller
                        name={`lines.${index}.selected`}
                        control={control}
                        render={({ field: checkbox }) => (
                          <FormControlLabel
                            sx={{ flex: 1, minWidth: 180, mr: 0 }}
                            control={
                              <Checkbox
                                checked={checkbox.value}
                                onChange={(event) => checkbox.onChange(event.target.checked)}
                              />
                            }
                            label={name}
                          />
                        )}
                      />
                      <Controller
                        name={`lines.${index}.quantity`}
                        control={control}
                        render={({ field: quantity, fieldState }) => (
                          <TextField
                            {...quantity}
                            type="number"
                            size="small"
                            disabled={!lines[index]?.selected}
                            label={t('return.quantity')}
                            slotProps={{
                              htmlInput: {
                                min: 1,
                                max: line.quantity,
                                'aria-label': t('return.quantityOf', { name }),
                              },
                            }}
                            error={Boolean(fieldState.error)}
                            helperText={
                              fieldState.error?.message ?? t('return.ofMax', { max: line.quantity })
                            }
                            sx={{ width: 120 }}
                          />
                        )}
                      />
                    </Box>
                  );
                })}
              </Stack>
              {linesMessage && <FormHelperText error>{linesMessage}</FormHelperText>}
            </Box>
            <Controller
              name="reason"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  required
                  multiline
                  minRows={3}
                  label={t('return.reason')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Box>
              <Button component="label" variant="outlined">
                {t('return.addPhotos')}
                <input
                  hidden
                  type="file"
                  accept={PHOTO_TYPES.join(',')}
                  multiple
                  aria-label={t('return.addPhotos')}
                  data-testid="return-photos"
                  onChange={(event) => onPhotos(event.target.files)}
                />
              </Button>
              <FormHelperText error={Boolean(photoError)}>
                {photoError ??
                  (photos.length
                    ? t('return.photosChosen', { count: photos.length })
                    : t('return.photosHelp', { max: MAX_PHOTOS }))}
              </FormHelperText>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {t('return.close')}
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {t('return.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
