import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ERRORS_NAMESPACE,
  errorCode,
  errorMessage,
  fieldErrors,
  formatDate,
  Link as RouterLink,
  localized,
  useGetCategoriesQuery,
  useLanguage,
  useNavigate,
  useParams,
  type BackofficeProduct,
  type ProductConflictErrorBody,
  showToast,
} from '@storefront/shared';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '@storefront/shared/rules';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { useStaff } from '../../app/use-staff';
import { ConflictNotice } from '../../components/conflict-notice';
import { errorBody } from '../../components/form-errors';
import { conflictRows } from './editor-conflict';
import { FormTextField } from './editor-fields';
import { OptionsSection } from './editor-options';
import { VariantsSection } from './editor-variants';
import { PhotoGallery, PhotoManager } from './photo-manager';
import {
  emptyProductForm,
  formFieldPaths,
  formPathFor,
  formToBody,
  missingForPublishing,
  productFormSchema,
  productToForm,
  type MissingText,
  type ProductFormValues,
  type VariantFormValue,
} from './product-form';
import {
  useCreateProductMutation,
  useGetBackofficeProductQuery,
  useListBackofficeStoresQuery,
  useUpdateProductMutation,
} from './products-api';

type Form = UseFormReturn<ProductFormValues>;

/** /backoffice/products/new and /backoffice/products/:id: the product editor. */
export default function ProductEditorPage() {
  const { t } = useTranslation(NAMESPACE);
  const { id } = useParams();
  const { canWriteCatalog } = useStaff();
  const productId = id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : null;
  const isNew = id === undefined;
  const { data: product, error, isLoading, refetch } = useGetBackofficeProductQuery(productId ?? skipToken);

  if (!isNew && productId === null) return <NotFound />;
  if (isNew && !canWriteCatalog) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        <Typography variant="h4" component="h1">
          {t('productEditor.newTitle')}
        </Typography>
        <Alert severity="info">{t('productEditor.cannotCreate')}</Alert>
        <BackLink />
      </Stack>
    );
  }
  if (!isNew) {
    if (isLoading) return <Skeleton variant="rounded" height={480} sx={{ maxWidth: 960 }} />;
    if (errorCode(error) === 'product.not_found') return <NotFound />;
    if (error || !product) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 40 }}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('productEditor.loadFailed')}
        </Alert>
      );
    }
  }
  return <ProductEditor key={productId ?? 'new'} product={product ?? null} readOnly={!canWriteCatalog} />;
}

function BackLink() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Link
      component={RouterLink}
      to="/backoffice/products"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 40 }}
    >
      <ArrowBackIcon fontSize="small" />
      {t('productEditor.back')}
    </Link>
  );
}

function NotFound() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        {t('productEditor.notFoundTitle')}
      </Typography>
      <Alert severity="warning">{t('productEditor.notFound')}</Alert>
      <BackLink />
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2.5 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ProductEditor({ product, readOnly }: { product: BackofficeProduct | null; readOnly: boolean }) {
  const { t } = useTranslation([NAMESPACE, ERRORS_NAMESPACE]);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: stores = [] } = useListBackofficeStoresQuery();
  const [create, { isLoading: creating }] = useCreateProductMutation();
  const [update, { isLoading: updating }] = useUpdateProductMutation();

  const schema = useMemo(
    () =>
      productFormSchema({
        required: t('productEditor.errors.required'),
        tooLong: (max) => t('productEditor.errors.tooLong', { max }),
        price: t('productEditor.errors.price'),
        stock: t('productEditor.errors.stock'),
        discount: t('productEditor.errors.discount'),
        deliveryFee: t('productEditor.errors.deliveryFee'),
        threshold: t('productEditor.errors.threshold'),
        category: t('productEditor.errors.category'),
        store: t('productEditor.errors.store'),
        chooseValues: t('productEditor.errors.chooseValues'),
        variantsNeeded: t('productEditor.errors.variantsNeeded'),
        problem: (code) => t(code, { ns: ERRORS_NAMESPACE }),
      }),
    [t],
  );
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(schema),
    defaultValues: product ? productToForm(product) : emptyProductForm(),
  });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  // What the form was opened with: its version goes with the save; a 409 compares theirs to it.
  const [opened, setOpened] = useState<BackofficeProduct | null>(product);
  const [version, setVersion] = useState(product?.version ?? 0);
  const [conflict, setConflict] = useState<BackofficeProduct | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const conflictRef = useRef<HTMLDivElement>(null);

  const categoryName = (id: string) => {
    for (const main of categories)
      for (const sub of main.subCategories)
        for (const leaf of sub.subCategories)
          if (String(leaf.id) === id)
            return [main, sub, leaf].map((category) => localized(category.name, language)).join(' › ');
    return id ? `#${id}` : '—';
  };
  const storeName = (id: string) =>
    stores.find((store) => String(store.id) === id)?.name ?? (id ? `#${id}` : '—');

  const placeServerErrors = (error: unknown): boolean => {
    const fields = formFieldPaths(form.getValues());
    let placed = false;
    for (const [path, message] of Object.entries(fieldErrors(error))) {
      const target = formPathFor(path, fields);
      if (!target) continue;
      form.setError(target as Path<ProductFormValues>, { type: 'server', message }, { shouldFocus: !placed });
      placed = true;
    }
    return placed;
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      setStatus('');
      const body = formToBody(values);
      const result = product
        ? await update({ id: product.id, body: { ...body, version } })
        : await create(body);
      if ('error' in result) {
        const current = errorBody<ProductConflictErrorBody>(result.error)?.current;
        if (errorCode(result.error) === 'product.version_conflict' && current) {
          setConflict(current);
          setStatus(t('productEditor.conflictTitle'));
          requestAnimationFrame(() => conflictRef.current?.scrollIntoView?.({ block: 'center' }));
          return;
        }
        const placed = placeServerErrors(result.error);
        const message = placed
          ? t('productEditor.fixFields')
          : errorMessage(result.error, t('productEditor.saveFailed'));
        setFormError(message);
        setStatus(message);
        return;
      }
      const saved = result.data;
      showToast(t(product ? 'productEditor.saved' : 'productEditor.created'), { variant: 'success' });
      if (!product) {
        navigate(`/backoffice/products/${saved.id}`, { replace: true });
        return;
      }
      form.reset(productToForm(saved));
      setOpened(saved);
      setVersion(saved.version);
      setConflict(null);
      setStatus(t('productEditor.saved'));
    },
    () => {
      const message = t('productEditor.fixFields');
      setFormError(message);
      setStatus(message);
    },
  );

  const loadTheirs = () => {
    if (!conflict) return;
    form.reset(productToForm(conflict));
    setOpened(conflict);
    setVersion(conflict.version);
    setConflict(null);
    setFormError(null);
    setStatus(t('productEditor.loadedTheirs'));
    // The panel's buttons are gone: the form's first field takes the focus.
    requestAnimationFrame(() => form.setFocus('name.en'));
  };
  const keepMine = () => {
    if (!conflict) return;
    // Saving next replaces their version with this form, knowingly.
    setOpened(conflict);
    setVersion(conflict.version);
    setConflict(null);
    setStatus(t('productEditor.keptMine'));
    requestAnimationFrame(() => form.setFocus('name.en'));
  };

  // A photo change moves the version on by one: take it, unless someone else saved in between
  // (then the next save answers 409 and the conflict panel shows their change).
  const onPhotoVersion = (next: number) => setVersion((current) => (next === current + 1 ? next : current));

  const onVariantsChange = (change: (list: VariantFormValue[]) => VariantFormValue[]) =>
    variants.replace(change(form.getValues('variants')));

  const title = product
    ? localized(product.name, language) || t('productEditor.untitled')
    : t('productEditor.newTitle');
  const saving = creating || updating;

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
      <BackLink />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'baseline' } }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1, wordBreak: 'break-word' }}>
          {title}
        </Typography>
        {opened && (
          <Typography variant="body2" color="text.secondary" data-testid="product-meta">
            #{opened.id} ·{' '}
            {t('productEditor.updatedAt', {
              date: formatDate(opened.updatedAt, language, { withTime: true }),
            })}
          </Typography>
        )}
      </Stack>
      {readOnly && (
        <Alert severity="info" data-testid="read-only">
          {t('productEditor.readOnly')}
        </Alert>
      )}
      <Box role="status" aria-live="polite" data-testid="editor-status" sx={srOnly}>
        {status}
      </Box>
      {conflict && opened && (
        <div ref={conflictRef}>
          <ConflictNotice
            title={t('productEditor.conflictTitle')}
            text={t('productEditor.conflictText')}
            columns={{
              field: t('productEditor.conflictField'),
              mine: t('productEditor.conflictMine'),
              theirs: t('productEditor.conflictTheirs'),
            }}
            rows={conflictRows(opened, conflict, form.getValues(), {
              t: (key, options) => t(key, options ?? {}),
              language,
              categoryName,
              storeName,
            })}
            loadTheirs={{ label: t('productEditor.loadTheirs'), onClick: loadTheirs }}
            keepMine={{ label: t('productEditor.keepMine'), onClick: keepMine }}
          />
        </div>
      )}
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        aria-label={title}
        onSubmit={(event) => void submit(event)}
        data-testid="product-form"
      >
        {formError && (
          <Alert severity="error" data-testid="form-error">
            {formError}
          </Alert>
        )}
        <Section id="editor-names" title={t('productEditor.namesHeading')}>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="name.en"
                label={t('productEditor.nameEn')}
                readOnly={readOnly}
                lang="en"
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: PRODUCT_NAME_MAX } }}
              />
              <FormTextField
                control={form.control}
                name="name.kh"
                label={t('productEditor.nameKh')}
                readOnly={readOnly}
                lang="km"
                fullWidth
                slotProps={{ htmlInput: { maxLength: PRODUCT_NAME_MAX } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="description.en"
                label={t('productEditor.descriptionEn')}
                readOnly={readOnly}
                lang="en"
                multiline
                minRows={4}
                fullWidth
                slotProps={{ htmlInput: { maxLength: PRODUCT_DESCRIPTION_MAX } }}
              />
              <FormTextField
                control={form.control}
                name="description.kh"
                label={t('productEditor.descriptionKh')}
                readOnly={readOnly}
                lang="km"
                multiline
                minRows={4}
                fullWidth
                slotProps={{ htmlInput: { maxLength: PRODUCT_DESCRIPTION_MAX } }}
              />
            </Stack>
          </Stack>
        </Section>

        <Section id="editor-placement" title={t('productEditor.placementHeading')}>
          <CategoryAndStore form={form} readOnly={readOnly} />
        </Section>

        <Section id="editor-pricing" title={t('productEditor.pricingHeading')}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <FormTextField
              control={form.control}
              name="discount"
              label={t('productEditor.discount')}
              readOnly={readOnly}
              inputMode="numeric"
              fullWidth
              helperText={t('productEditor.discountHelp')}
            />
            <FormTextField
              control={form.control}
              name="deliveryFee"
              label={t('productEditor.deliveryFee')}
              readOnly={readOnly}
              inputMode="decimal"
              fullWidth
              helperText={t('productEditor.deliveryFeeHelp')}
            />
            <FormTextField
              control={form.control}
              name="lowStockThreshold"
              label={t('productEditor.lowStockThreshold')}
              readOnly={readOnly}
              inputMode="numeric"
              fullWidth
              helperText={t('productEditor.lowStockThresholdHelp')}
            />
          </Stack>
        </Section>

        <Section id="editor-options" title={t('productEditor.optionsHeading')}>
          <OptionsSection form={form} readOnly={readOnly} onVariantsChange={onVariantsChange} />
        </Section>

        <Section id="editor-variants" title={t('productEditor.variantsHeading')}>
          <VariantsSection form={form} variants={variants} readOnly={readOnly} />
        </Section>

        {product && (
          <Section id="editor-photos" title={t('productEditor.photosHeading')}>
            {readOnly ? (
              <PhotoGallery photos={product.photos} productName={localized(product.name, language)} />
            ) : (
              <PhotoManager
                productId={product.id}
                productName={localized(product.name, language)}
                onVersionChange={onPhotoVersion}
              />
            )}
          </Section>
        )}

        <Section id="editor-publishing" title={t('productEditor.publishingHeading')}>
          <Publishing form={form} readOnly={readOnly} />
        </Section>

        {!readOnly && (
          <Box
            sx={{
              position: 'sticky',
              bottom: 0,
              py: 1.5,
              bgcolor: 'background.default',
              borderTop: 1,
              borderColor: 'divider',
              zIndex: 1,
            }}
          >
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={saving}
              sx={{ minHeight: 44, minWidth: 160 }}
            >
              {product ? t('productEditor.save') : t('productEditor.create')}
            </Button>
          </Box>
        )}
      </Stack>
    </Stack>
  );
}

const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Category (main → sub → leaf) and store. */
function CategoryAndStore({ form, readOnly }: { form: Form; readOnly: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: stores = [] } = useListBackofficeStoresQuery();
  const [mainId, subId] = useWatch({ control: form.control, name: ['mainCategoryId', 'subCategoryId'] });
  const main = categories.find((category) => String(category.id) === mainId);
  const sub = main?.subCategories.find((category) => String(category.id) === subId);
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Controller
          control={form.control}
          name="mainCategoryId"
          render={({ field }) => (
            <TextField
              select
              label={t('productEditor.mainCategory')}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                form.setValue('subCategoryId', '');
                form.setValue('categoryId', '');
              }}
              disabled={readOnly}
              fullWidth
              slotProps={select}
            >
              <option value="">{t('productEditor.choose')}</option>
              {categories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {localized(category.name, language)}
                </option>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={form.control}
          name="subCategoryId"
          render={({ field }) => (
            <TextField
              select
              label={t('productEditor.subCategory')}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                form.setValue('categoryId', '');
              }}
              disabled={readOnly || !main}
              fullWidth
              slotProps={select}
            >
              <option value="">{t('productEditor.choose')}</option>
              {(main?.subCategories ?? []).map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {localized(category.name, language)}
                </option>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('productEditor.category')}
              required
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              disabled={readOnly || !sub}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              fullWidth
              slotProps={select}
            >
              <option value="">{t('productEditor.choose')}</option>
              {(sub?.subCategories ?? []).map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {localized(category.name, language)}
                </option>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Controller
        control={form.control}
        name="storeId"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('productEditor.store')}
            required
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            disabled={readOnly}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            sx={{ maxWidth: { md: 420 } }}
            slotProps={select}
          >
            <option value="">{t('productEditor.choose')}</option>
            {stores.map((store) => (
              <option key={store.id} value={String(store.id)}>
                {store.name}
              </option>
            ))}
          </TextField>
        )}
      />
    </Stack>
  );
}

/** The Published switch, and (when it is on) the texts still missing in a language. */
function Publishing({ form, readOnly }: { form: Form; readOnly: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const values = useWatch({ control: form.control }) as ProductFormValues;
  const missing = values.published ? missingForPublishing(values) : [];
  const describe = (entry: MissingText) => {
    const what =
      entry.key === 'optionName'
        ? t('productEditor.missing.optionName', { n: (entry.option ?? 0) + 1 })
        : entry.key === 'optionValue'
          ? t('productEditor.missing.optionValue', { n: (entry.option ?? 0) + 1, v: (entry.value ?? 0) + 1 })
          : t(`productEditor.missing.${entry.key}`);
    return t(`productEditor.missing.in_${entry.language}`, { what });
  };
  return (
    <Stack spacing={1.5}>
      <Controller
        control={form.control}
        name="published"
        render={({ field, fieldState }) => (
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { ref: field.ref } }}
                  disabled={readOnly}
                />
              }
              label={t('productEditor.published')}
              sx={{ minHeight: 40 }}
            />
            <FormHelperText error={Boolean(fieldState.error)}>
              {fieldState.error?.message ?? t('productEditor.publishedHelp')}
            </FormHelperText>
          </Box>
        )}
      />
      {missing.length > 0 && (
        <Alert severity="warning" data-testid="publish-missing">
          <AlertTitle>{t('productEditor.missing.title', { count: missing.length })}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {missing.map((entry) => (
              <li key={entry.path}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => form.setFocus(entry.path as Path<ProductFormValues>)}
                  sx={{ textAlign: 'left', minHeight: 32 }}
                >
                  {describe(entry)}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Stack>
  );
}
