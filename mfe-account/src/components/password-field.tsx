import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../app/locales';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & {
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A password input with a show/hide toggle. The toggle is named "Show" and reports its state
 * with aria-pressed, so the field itself stays the only thing labelled "Password".
 */
export function PasswordField({ autoComplete, ...props }: PasswordFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        htmlInput: { autoCapitalize: 'none', spellCheck: false, 'aria-required': true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('password.show')}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
