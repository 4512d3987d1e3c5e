import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../app/locales';

/** One file input with a visible button, the chosen file's name, and help or error text. */
export function FileField(props: {
  name: string;
  label: string;
  accept: string;
  helperText: string;
  error?: string | undefined;
  value: File | null;
  onChange: (file: File | null) => void;
  required?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={0.5}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 600 }}>
        {props.label}
        {props.required ? ' *' : ''}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-help`}
        >
          {t('form.chooseFile')}
        </Button>
        <input
          ref={input}
          id={id}
          name={props.name}
          type="file"
          accept={props.accept}
          hidden
          aria-invalid={Boolean(props.error)}
          onChange={(event) => props.onChange(event.target.files?.[0] ?? null)}
          data-testid={`file-${props.name}`}
        />
        {props.value ? (
          <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ maxWidth: 220 }}>
              {props.value.name}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('form.removeFile')}
              onClick={() => {
                if (input.current) input.current.value = '';
                props.onChange(null);
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('form.noFile')}
          </Typography>
        )}
      </Stack>
      <FormHelperText id={`${id}-help`} error={Boolean(props.error)}>
        {props.error ?? props.helperText}
      </FormHelperText>
    </Stack>
  );
}
