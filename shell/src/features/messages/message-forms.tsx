import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import {
  errorMessage,
  fieldErrors,
  MAX_MESSAGE_LENGTH,
  MAX_SUBJECT_LENGTH,
  type MessageThread,
} from '@storefront/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSendMessageMutation, useStartThreadMutation } from './messages-api';

// Messages are translation keys (common namespace), translated where shown; the API checks the same.
const body = z
  .string()
  .trim()
  .min(1, { message: 'messages.bodyRequired' })
  .max(MAX_MESSAGE_LENGTH, { message: 'messages.bodyTooLong' });
const subject = z
  .string()
  .trim()
  .min(1, { message: 'messages.subjectRequired' })
  .max(MAX_SUBJECT_LENGTH, { message: 'messages.subjectTooLong' });
const replySchema = z.object({ body });
const threadSchema = z.object({ subject, body });

function useMessageText() {
  const { t } = useTranslation('common');
  return (message: string | undefined) =>
    message ? (message.startsWith('messages.') ? t(message) : message) : undefined;
}

/** The composer under a conversation; what was typed stays when sending fails. */
export function ReplyForm({ threadId, onSent }: { threadId: number; onSent: () => void }) {
  const { t } = useTranslation('common');
  const text = useMessageText();
  const [send, { isLoading }] = useSendMessageMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<z.infer<typeof replySchema>>({
    resolver: zodResolver(replySchema),
    defaultValues: { body: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const answer = await send({ threadId, body: values.body });
    if ('error' in answer) {
      const fields = fieldErrors(answer.error);
      if (fields.body) setError('body', { message: fields.body });
      else setFailure(errorMessage(answer.error, t('messages.sendFailed')));
      return;
    }
    reset({ body: '' });
    onSent();
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          {...register('body')}
          multiline
          maxRows={4}
          size="small"
          fullWidth
          placeholder={t('messages.placeholder')}
          slotProps={{ htmlInput: { 'aria-label': t('messages.messageLabel') } }}
          error={Boolean(formState.errors.body)}
          helperText={text(formState.errors.body?.message)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void onSubmit();
            }
          }}
          data-testid="message-input"
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('messages.send')}
          disabled={isLoading}
          data-testid="send-message"
        >
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

/** Starting a conversation: a subject and a first message. */
export function NewThreadForm({
  onStarted,
  onCancel,
}: {
  onStarted: (thread: MessageThread) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  const text = useMessageText();
  const [start, { isLoading }] = useStartThreadMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<z.infer<typeof threadSchema>>({
    resolver: zodResolver(threadSchema),
    defaultValues: { subject: '', body: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const answer = await start(values);
    if ('error' in answer) {
      const fields = fieldErrors(answer.error);
      if (fields.subject) setError('subject', { message: fields.subject });
      if (fields.body) setError('body', { message: fields.body });
      if (!fields.subject && !fields.body) setFailure(errorMessage(answer.error, t('messages.sendFailed')));
      return;
    }
    onStarted(answer.data);
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
      data-testid="new-thread-form"
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        {...register('subject')}
        label={t('messages.subject')}
        size="small"
        error={Boolean(formState.errors.subject)}
        helperText={text(formState.errors.subject?.message)}
      />
      <TextField
        {...register('body')}
        label={t('messages.messageLabel')}
        multiline
        minRows={3}
        error={Boolean(formState.errors.body)}
        helperText={text(formState.errors.body?.message)}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('messages.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {t('messages.start')}
        </Button>
      </Box>
    </Box>
  );
}
