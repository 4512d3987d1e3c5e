import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  errorCode,
  errorMessage,
  formatUsd,
  useLanguage,
  type VoucherAdmin,
  type VoucherConflictErrorBody,
} from '@storefront/shared';
import { VOUCHER_CODE_MAX_LENGTH } from '@storefront/shared/rules';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';
import { ConflictNotice, type ConflictRow } from '../../components/conflict-notice';
import { EditorDialog } from '../../components/editor-dialog';
import { applyFieldErrors, errorBody, fieldText } from '../../components/form-errors';
import { formatShopTime, fromShopInput, SHOP_TIME_ZONE } from '../../components/shop-time';
import {
  emptyVoucherForm,
  VOUCHER_FORM_FIELDS,
  VOUCHER_KINDS,
  voucherFormSchema,
  voucherFormToBody,
  voucherToForm,
  type VoucherFormValues,
} from './voucher-form';
import { useCreateBackofficeVoucherMutation, useUpdateBackofficeVoucherMutation } from './vouchers-api';

/**
 * Creates or edits a voucher in a dialog (full screen on phones); read-only for roles that cannot
 * write. A failed save keeps every typed value; a version conflict shows their version beside
 * what was typed until the user loads theirs or keeps editing.
 */
export function VoucherEditor(props: {
  voucher: VoucherAdmin | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: (voucher: VoucherAdmin) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const { readOnly, onClose, onSaved } = props;
  const [base, setBase] = useState(props.voucher);
  const [conflict, setConflict] = useState<VoucherAdmin | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [create] = useCreateBackofficeVoucherMutation();
  const [update] = useUpdateBackofficeVoucherMutation();
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    reset,
    watch,
    formState: { isSubmitting },
  } = useForm<VoucherFormValues>({
    resolver: zodResolver(voucherFormSchema),
    defaultValues: props.voucher ? voucherToForm(props.voucher) : emptyVoucherForm(),
  });
  const kind = watch('kind');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const body = voucherFormToBody(values);
    const result = base
      ? await update({ id: base.id, body: { ...body, version: base.version } })
      : await create(body);
    if ('error' in result) {
      const code = errorCode(result.error);
      const current = errorBody<VoucherConflictErrorBody>(result.error)?.current;
      if (code === 'voucher.version_conflict' && current) {
        setConflict(current);
        return;
      }
      if (code === 'voucher.code_taken') {
        setError(
          'code',
          { type: 'server', message: errorMessage(result.error, t('vouchers.saveFailed')) },
          { shouldFocus: true },
        );
        return;
      }
      setFormError(applyFieldErrors(result.error, VOUCHER_FORM_FIELDS, setError, t('vouchers.saveFailed')));
      return;
    }
    onSaved(result.data);
  });

  const amount = (kindOf: string, value: string | number) =>
    value === '' ? '—' : kindOf === 'percent' ? `${value}%` : formatUsd(Number(value));
  const orNone = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));
  const yesNo = (value: boolean) => t(value ? 'vouchers.yes' : 'vouchers.no');
  const conflictRows = (theirs: VoucherAdmin): ConflictRow[] => {
    const mine = getValues();
    const rows: ConflictRow[] = [
      { label: t('vouchers.code'), mine: mine.code.trim().toUpperCase(), theirs: theirs.code },
      {
        label: t('vouchers.kind'),
        mine: t(`vouchers.kinds.${mine.kind}`),
        theirs: t(`vouchers.kinds.${theirs.kind}`),
      },
      {
        label: t('vouchers.value'),
        mine: amount(mine.kind, mine.value),
        theirs: amount(theirs.kind, theirs.value),
      },
      {
        label: t('vouchers.minSpend'),
        mine: formatUsd(Number(mine.minSpend || 0)),
        theirs: formatUsd(theirs.minSpend),
      },
      {
        label: t('vouchers.validFrom'),
        mine: formatShopTime(fromShopInput(mine.validFrom), language),
        theirs: formatShopTime(theirs.validFrom, language),
      },
      {
        label: t('vouchers.validUntil'),
        mine: orNone(formatShopTime(fromShopInput(mine.validUntil), language)),
        theirs: orNone(formatShopTime(theirs.validUntil, language)),
      },
      {
        label: t('vouchers.usageLimit'),
        mine: orNone(mine.usageLimit.trim()),
        theirs: orNone(theirs.usageLimit),
      },
      {
        label: t('vouchers.perCustomerLimit'),
        mine: orNone(mine.perCustomerLimit.trim()),
        theirs: orNone(theirs.perCustomerLimit),
      },
      {
        label: t('vouchers.firstOrderOnly'),
        mine: yesNo(mine.firstOrderOnly),
        theirs: yesNo(theirs.firstOrderOnly),
      },
      { label: t('vouchers.activeLabel'), mine: yesNo(mine.isActive), theirs: yesNo(theirs.isActive) },
    ];
    return rows.filter((row) => row.mine !== row.theirs);
  };

  /** A text field of the form (all of them are text inputs kept as strings). */
  const text = (
    name: Path<VoucherFormValues>,
    label: string,
    extra: {
      type?: string;
      help?: ReactNode;
      required?: boolean;
      inputMode?: 'decimal' | 'numeric';
      maxLength?: number;
    } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, ...field }, fieldState }) => (
        <TextField
          {...field}
          value={value as string}
          inputRef={ref}
          type={extra.type ?? 'text'}
          label={label}
          required={extra.required}
          fullWidth
          disabled={readOnly}
          error={Boolean(fieldState.error)}
          helperText={fieldText(t, fieldState.error) ?? extra.help}
          slotProps={{
            inputLabel: extra.type === 'datetime-local' ? { shrink: true } : undefined,
            htmlInput: { inputMode: extra.inputMode, maxLength: extra.maxLength },
          }}
        />
      )}
    />
  );

  return (
    <EditorDialog
      open
      title={readOnly ? t('vouchers.viewTitle') : base ? t('vouchers.editTitle') : t('vouchers.newTitle')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      testId="voucher-editor"
      actions={
        <>
          <Button onClick={onClose}>{readOnly ? t('vouchers.close') : t('common.cancel')}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={isSubmitting}>
              {t('vouchers.save')}
            </Button>
          )}
        </>
      }
    >
      <Stack spacing={2.5}>
        {readOnly && <Alert severity="info">{t('vouchers.readOnly')}</Alert>}
        {conflict && (
          <ConflictNotice
            title={t('vouchers.conflictTitle')}
            text={t('vouchers.conflictText')}
            columns={{
              field: t('vouchers.conflictField'),
              mine: t('vouchers.conflictMine'),
              theirs: t('vouchers.conflictTheirs'),
            }}
            rows={conflictRows(conflict)}
            loadTheirs={{
              label: t('vouchers.loadTheirs'),
              onClick: () => {
                reset(voucherToForm(conflict));
                setBase(conflict);
                setConflict(null);
              },
            }}
            keepMine={{
              label: t('vouchers.keepMine'),
              onClick: () => {
                setBase(conflict);
                setConflict(null);
              },
            }}
          />
        )}
        {formError && (
          <Alert severity="error" role="alert" data-testid="voucher-form-error">
            {formError}
          </Alert>
        )}
        {base?.boundEmail && (
          <TextField
            label={t('vouchers.boundEmail')}
            value={base.boundEmail}
            helperText={t('vouchers.boundEmailHelp')}
            slotProps={{ htmlInput: { readOnly: true } }}
            data-testid="voucher-bound-email"
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('code', t('vouchers.code'), {
            required: true,
            help: t('vouchers.codeHelp'),
            maxLength: VOUCHER_CODE_MAX_LENGTH + 10,
          })}
          <Controller
            name="kind"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                label={t('vouchers.kind')}
                fullWidth
                disabled={readOnly}
              >
                {VOUCHER_KINDS.map((option) => (
                  <MenuItem key={option} value={option}>
                    {t(`vouchers.kinds.${option}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('value', kind === 'percent' ? t('vouchers.valuePercent') : t('vouchers.valueFixed'), {
            required: true,
            inputMode: 'decimal',
          })}
          {text('minSpend', t('vouchers.minSpend'), {
            inputMode: 'decimal',
            help: t('vouchers.minSpendHelp'),
          })}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('validFrom', t('vouchers.validFrom'), { type: 'datetime-local', required: true })}
          {text('validUntil', t('vouchers.validUntil'), {
            type: 'datetime-local',
            help: t('vouchers.validUntilHelp'),
          })}
        </Stack>
        <FormHelperText sx={{ mt: -1.5 }}>{t('vouchers.timeZone', { zone: SHOP_TIME_ZONE })}</FormHelperText>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('usageLimit', t('vouchers.usageLimit'), {
            inputMode: 'numeric',
            help: t('vouchers.unlimitedHelp'),
          })}
          {text('perCustomerLimit', t('vouchers.perCustomerLimit'), {
            inputMode: 'numeric',
            help: t('vouchers.unlimitedHelp'),
          })}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            name="firstOrderOnly"
            control={control}
            render={({ field: { ref, value, onChange, ...field } }) => (
              <FormControlLabel
                disabled={readOnly}
                control={
                  <Checkbox
                    {...field}
                    slotProps={{ input: { ref } }}
                    checked={value}
                    onChange={(event) => onChange(event.target.checked)}
                  />
                }
                label={t('vouchers.firstOrderOnly')}
              />
            )}
          />
          <Controller
            name="isActive"
            control={control}
            render={({ field: { ref, value, onChange, ...field } }) => (
              <FormControlLabel
                disabled={readOnly}
                control={
                  <Switch
                    {...field}
                    slotProps={{ input: { ref } }}
                    checked={value}
                    onChange={(event) => onChange(event.target.checked)}
                  />
                }
                label={t('vouchers.activeLabel')}
              />
            )}
          />
        </Stack>
      </Stack>
    </EditorDialog>
  );
}
