import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  errorCode,
  localized,
  useGetCategoriesQuery,
  useLanguage,
  type PromotionAdmin,
  type PromotionConflictErrorBody,
  type PromotionSaved,
} from '@storefront/shared';
import {
  isDailyDeal,
  PROMOTION_MAX_DISCOUNT,
  PROMOTION_MIN_DISCOUNT,
  PROMOTION_TITLE_MAX_LENGTH,
} from '@storefront/shared/rules';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { ConflictNotice, type ConflictRow } from '../../components/conflict-notice';
import { EditorDialog } from '../../components/editor-dialog';
import { applyFieldErrors, errorBody, fieldText } from '../../components/form-errors';
import { formatShopTime, fromShopInput, SHOP_TIME_ZONE } from '../../components/shop-time';
import { CategoryPicker, flattenCategories } from './category-picker';
import { ProductPicker } from './product-picker';
import {
  dailyDealWindow,
  emptyPromotionForm,
  PROMOTION_API_FIELDS,
  PROMOTION_FORM_FIELDS,
  promotionFormSchema,
  promotionFormToBody,
  promotionToForm,
  type PromotionFormValues,
} from './promotion-form';
import { useCreateBackofficePromotionMutation, useUpdateBackofficePromotionMutation } from './promotions-api';

/**
 * Creates or edits a promotion in a dialog (full screen on phones). Read-only for roles that
 * cannot write. A failed save keeps every typed value; a version conflict shows their version
 * beside what was typed until the user loads theirs or keeps editing.
 */
export function PromotionEditor(props: {
  promotion: PromotionAdmin | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: (saved: PromotionSaved) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const { readOnly, onClose, onSaved } = props;
  const [base, setBase] = useState(props.promotion);
  const [conflict, setConflict] = useState<PromotionAdmin | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [create] = useCreateBackofficePromotionMutation();
  const [update] = useUpdateBackofficePromotionMutation();
  const { data: categories } = useGetCategoriesQuery();
  const categoryById = useMemo(() => flattenCategories(categories ?? []), [categories]);
  const scopeId = useId();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    watch,
    formState: { isSubmitting },
  } = useForm<PromotionFormValues>({
    resolver: zodResolver(promotionFormSchema),
    defaultValues: props.promotion ? promotionToForm(props.promotion) : emptyPromotionForm(),
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const body = promotionFormToBody(values);
    const result = base
      ? await update({ id: base.id, body: { ...body, version: base.version } })
      : await create(body);
    if ('error' in result) {
      const current = errorBody<PromotionConflictErrorBody>(result.error)?.current;
      if (errorCode(result.error) === 'promotion.version_conflict' && current) {
        setConflict(current);
        return;
      }
      setFormError(
        applyFieldErrors(
          result.error,
          PROMOTION_FORM_FIELDS,
          setError,
          t('promotions.saveFailed'),
          PROMOTION_API_FIELDS,
        ),
      );
      return;
    }
    onSaved(result.data);
  });

  const start = watch('start');
  const end = watch('end');
  const startIso = fromShopInput(start);
  const endIso = fromShopInput(end);
  const deal = startIso !== null && endIso !== null && isDailyDeal(startIso, endIso);

  const ids = (list: number[]) => (list.length > 0 ? list.join(', ') : '—');
  const categoryNames = (list: number[]) =>
    list.length > 0
      ? list
          .map((id) => (categoryById.get(id) ? localized(categoryById.get(id)!.name, language) : `#${id}`))
          .join(', ')
      : '—';
  const conflictRows = (theirs: PromotionAdmin): ConflictRow[] => {
    const mine = getValues();
    const rows: ConflictRow[] = [
      { label: t('promotions.titleEn'), mine: mine.title.en, theirs: theirs.title.en },
      { label: t('promotions.titleKh'), mine: mine.title.kh, theirs: theirs.title.kh },
      {
        label: t('promotions.start'),
        mine: formatShopTime(fromShopInput(mine.start), language),
        theirs: formatShopTime(theirs.startDate, language),
      },
      {
        label: t('promotions.end'),
        mine: formatShopTime(fromShopInput(mine.end), language),
        theirs: formatShopTime(theirs.endDate, language),
      },
      { label: t('promotions.discount'), mine: mine.discount, theirs: String(theirs.discount) },
      {
        label: t('promotions.active'),
        mine: t(mine.isActive ? 'promotions.on' : 'promotions.off'),
        theirs: t(theirs.isActive ? 'promotions.on' : 'promotions.off'),
      },
      { label: t('promotions.products'), mine: ids(mine.productIds), theirs: ids(theirs.productIds) },
      {
        label: t('promotions.categories'),
        mine: categoryNames(mine.categoryIds),
        theirs: categoryNames(theirs.categoryIds),
      },
    ];
    return rows.filter((row) => row.mine !== row.theirs);
  };

  const title = readOnly
    ? t('promotions.viewTitle')
    : base
      ? t('promotions.editTitle')
      : t('promotions.newTitle');

  return (
    <EditorDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      testId="promotion-editor"
      actions={
        <>
          <Button onClick={onClose}>{readOnly ? t('promotions.close') : t('common.cancel')}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={isSubmitting}>
              {t('promotions.save')}
            </Button>
          )}
        </>
      }
    >
      <Stack spacing={2.5}>
        {readOnly && <Alert severity="info">{t('promotions.readOnly')}</Alert>}
        {conflict && (
          <ConflictNotice
            title={t('promotions.conflictTitle')}
            text={t('promotions.conflictText')}
            columns={{
              field: t('promotions.conflictField'),
              mine: t('promotions.conflictMine'),
              theirs: t('promotions.conflictTheirs'),
            }}
            rows={conflictRows(conflict)}
            loadTheirs={{
              label: t('promotions.loadTheirs'),
              onClick: () => {
                reset(promotionToForm(conflict));
                setBase(conflict);
                setConflict(null);
              },
            }}
            keepMine={{
              label: t('promotions.keepMine'),
              onClick: () => {
                // Saving again now writes what is typed over their version, knowingly.
                setBase(conflict);
                setConflict(null);
              },
            }}
          />
        )}
        {formError && (
          <Alert severity="error" role="alert" data-testid="promotion-form-error">
            {formError}
          </Alert>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                name="title.en"
                control={control}
                render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    label={t('promotions.titleEn')}
                    required
                    fullWidth
                    disabled={readOnly}
                    error={Boolean(fieldState.error)}
                    helperText={fieldText(t, fieldState.error)}
                    slotProps={{ htmlInput: { maxLength: PROMOTION_TITLE_MAX_LENGTH + 10, lang: 'en' } }}
                  />
                )}
              />
              <Controller
                name="title.kh"
                control={control}
                render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    label={t('promotions.titleKh')}
                    required
                    fullWidth
                    disabled={readOnly}
                    error={Boolean(fieldState.error)}
                    helperText={fieldText(t, fieldState.error)}
                    slotProps={{ htmlInput: { maxLength: PROMOTION_TITLE_MAX_LENGTH + 10, lang: 'km' } }}
                  />
                )}
              />
            </Stack>
            <Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Controller
                  name="start"
                  control={control}
                  render={({ field: { ref, ...field }, fieldState }) => (
                    <TextField
                      {...field}
                      inputRef={ref}
                      type="datetime-local"
                      label={t('promotions.start')}
                      required
                      fullWidth
                      disabled={readOnly}
                      error={Boolean(fieldState.error)}
                      helperText={fieldText(t, fieldState.error)}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                  )}
                />
                <Controller
                  name="end"
                  control={control}
                  render={({ field: { ref, ...field }, fieldState }) => (
                    <TextField
                      {...field}
                      inputRef={ref}
                      type="datetime-local"
                      label={t('promotions.end')}
                      required
                      fullWidth
                      disabled={readOnly}
                      error={Boolean(fieldState.error)}
                      helperText={fieldText(t, fieldState.error)}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                  )}
                />
              </Stack>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ mt: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <FormHelperText sx={{ m: 0 }} data-testid="promotion-time-zone">
                  {t('promotions.timeZone', { zone: SHOP_TIME_ZONE })}
                  {deal && ` ${t('promotions.isDeal')}`}
                </FormHelperText>
                {!readOnly && (
                  <Button
                    variant="outlined"
                    onClick={() => {
                      const window = dailyDealWindow();
                      setValue('start', window.start, { shouldValidate: true, shouldDirty: true });
                      setValue('end', window.end, { shouldValidate: true, shouldDirty: true });
                    }}
                    sx={{ minHeight: 40, flexShrink: 0 }}
                  >
                    {t('promotions.dailyDealPreset')}
                  </Button>
                )}
              </Stack>
            </Box>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <Controller
                name="discount"
                control={control}
                render={({ field: { ref, ...field }, fieldState }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    type="number"
                    label={t('promotions.discount')}
                    required
                    disabled={readOnly}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldText(t, fieldState.error) ??
                      t('promotions.discountHelp', {
                        min: PROMOTION_MIN_DISCOUNT,
                        max: PROMOTION_MAX_DISCOUNT,
                      })
                    }
                    slotProps={{
                      htmlInput: {
                        min: PROMOTION_MIN_DISCOUNT,
                        max: PROMOTION_MAX_DISCOUNT,
                        step: 1,
                        inputMode: 'numeric',
                      },
                    }}
                    sx={{ maxWidth: { sm: 220 } }}
                  />
                )}
              />
              <Controller
                name="isActive"
                control={control}
                render={({ field: { ref, value, onChange, ...field } }) => (
                  <FormControlLabel
                    sx={{ minHeight: 56 }}
                    disabled={readOnly}
                    control={
                      <Switch
                        {...field}
                        slotProps={{ input: { ref } }}
                        checked={value}
                        onChange={(event) => onChange(event.target.checked)}
                      />
                    }
                    label={t('promotions.activeLabel')}
                  />
                )}
              />
            </Stack>
            <Box component="section" aria-labelledby={scopeId}>
              <Typography id={scopeId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {t('promotions.scopeHeading')}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {t('promotions.scopeHelp')}
              </Typography>
              <Controller
                name="productIds"
                control={control}
                render={({ field, fieldState }) => (
                  <ProductPicker
                    value={field.value}
                    onChange={field.onChange}
                    disabled={readOnly}
                    inputRef={field.ref}
                    error={fieldText(t, fieldState.error)}
                  />
                )}
              />
              <Typography variant="body2" sx={{ mt: 2, mb: 1, fontWeight: 600 }} id={`${scopeId}-categories`}>
                {t('promotions.categories')}
              </Typography>
              <Controller
                name="categoryIds"
                control={control}
                render={({ field, fieldState }) => (
                  <>
                    <CategoryPicker
                      value={field.value}
                      onChange={field.onChange}
                      disabled={readOnly}
                      labelledBy={`${scopeId}-categories`}
                    />
                    {fieldState.error && (
                      <FormHelperText error>{fieldText(t, fieldState.error)}</FormHelperText>
                    )}
                  </>
                )}
              />
            </Box>
          </Stack>
        </Box>
      </Stack>
    </EditorDialog>
  );
}
