// Approve or reject a return request or a shopper's cancellation request: says what approving
// refunds and where, asks a reason to reject (the shopper reads it), keeps what was typed on failure.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorCode, type BackofficeCancellation, type BackofficeReturn } from '@storefront/shared';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAMESPACE } from '../../app/locales';
import { EditorDialog } from '../editor-dialog';
import { applyFieldErrors, fieldText } from '../form-errors';
import { STAFF_REASON_MAX, STAFF_REASON_MIN } from './limits';
import { RefundPlan } from './refund-plan';
import { useDecideBackofficeCancellationMutation, useDecideBackofficeReturnMutation } from './requests-api';

export type DecisionTarget =
  { kind: 'return'; request: BackofficeReturn } | { kind: 'cancellation'; request: BackofficeCancellation };
export type Decision = 'approve' | 'reject';

const ALREADY_DECIDED = ['return.already_decided', 'cancellation.already_decided'];

export function DecisionDialog(props: {
  target: DecisionTarget;
  decision: Decision;
  onClose: () => void;
  /** Called with the announcement once the decision is saved. */
  onDone: (message: string) => void;
  /** Called when someone else decided first: the caller reloads what it shows. */
  onStale: () => void;
}) {
  const { target, decision, onClose, onDone, onStale } = props;
  const { t } = useTranslation(NAMESPACE);
  const [decideReturn, returnState] = useDecideBackofficeReturnMutation();
  const [decideCancellation, cancellationState] = useDecideBackofficeCancellationMutation();
  const busy = returnState.isLoading || cancellationState.isLoading;
  const [formError, setFormError] = useState<string | null>(null);
  const number = target.request.orderNumber;
  const schema = useMemo(() => {
    const text = z.string().trim().max(STAFF_REASON_MAX, 'returns.errors.tooLong');
    return z.object({
      text: decision === 'reject' ? text.min(STAFF_REASON_MIN, 'returns.errors.reasonRequired') : text,
    });
  }, [decision]);
  const { control, handleSubmit, setError } = useForm<{ text: string }>({
    resolver: zodResolver(schema),
    defaultValues: { text: '' },
  });

  const submit = handleSubmit(async ({ text }) => {
    setFormError(null);
    const trimmed = text.trim();
    const call =
      decision === 'approve'
        ? { id: target.request.id, decision, body: trimmed ? { note: trimmed } : {} }
        : { id: target.request.id, decision, body: { reason: trimmed } };
    const result = await (target.kind === 'return' ? decideReturn(call) : decideCancellation(call));
    if ('error' in result) {
      const message = applyFieldErrors(result.error, ['text'] as const, setError, t('returns.decideFailed'), {
        note: 'text',
        reason: 'text',
      });
      setFormError(message);
      if (ALREADY_DECIDED.includes(errorCode(result.error) ?? '')) onStale();
      return;
    }
    onDone(t(`returns.decided.${target.kind}.${decision}`, { number }));
  });

  const request = target.request;
  return (
    <EditorDialog
      open
      title={t(`returns.dialogTitle.${target.kind}.${decision}`, { number })}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      testId="decision-dialog"
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'reject' ? 'error' : 'primary'}
            loading={busy}
          >
            {t(`returns.submit.${target.kind}.${decision}`)}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {decision === 'approve' ? (
          <>
            <Typography>{t(`returns.approveEffect.${target.kind}`)}</Typography>
            <RefundPlan amount={request.refundAmount} destination={request.refundDestination} />
          </>
        ) : (
          <Typography>{t(`returns.rejectEffect.${target.kind}`)}</Typography>
        )}
        <Controller
          control={control}
          name="text"
          render={({ field, fieldState }) => (
            <TextField
              label={decision === 'reject' ? t('returns.reason') : t('returns.note')}
              required={decision === 'reject'}
              {...field}
              inputRef={field.ref}
              autoFocus
              multiline
              minRows={3}
              error={Boolean(fieldState.error)}
              helperText={
                fieldText(t, fieldState.error) ??
                t(decision === 'reject' ? 'returns.reasonHelp' : 'returns.noteHelp', {
                  max: STAFF_REASON_MAX,
                })
              }
              slotProps={{ htmlInput: { maxLength: STAFF_REASON_MAX } }}
            />
          )}
        />
      </Stack>
    </EditorDialog>
  );
}
