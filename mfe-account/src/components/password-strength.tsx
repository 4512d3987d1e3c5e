import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../app/locales';
import { PASSWORD_RULES } from '@storefront/shared';

/** The password rules as a checklist that ticks itself while the shopper types. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Box
      id={id}
      component="ul"
      aria-label={t('passwordRules.title')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.25 }}
    >
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <Box
            component="li"
            key={rule.key}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
            data-met={met}
          >
            {met ? (
              <CheckCircleIcon fontSize="small" color="success" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden />
            )}
            <Typography variant="body2" color={met ? 'success.main' : 'text.secondary'}>
              {t(`passwordRules.${rule.key}`)}
              <Box component="span" sx={visuallyHidden}>
                {met ? ` (${t('passwordRules.met')})` : ` (${t('passwordRules.notMet')})`}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

// Pixel strings: in `sx` a bare 1 would mean 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
