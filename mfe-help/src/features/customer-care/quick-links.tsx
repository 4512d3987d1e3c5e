import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../app/locales';

const LINKS: { key: string; to: string; icon: ReactNode }[] = [
  { key: 'helpCenter', to: '/customer-care/help-center', icon: <HelpOutlinedIcon color="primary" /> },
  { key: 'orderPayment', to: '/customer-care/order-payment', icon: <PaymentsOutlinedIcon color="primary" /> },
  {
    key: 'shippingDelivery',
    to: '/customer-care/shipping-delivery',
    icon: <LocalShippingOutlinedIcon color="primary" />,
  },
  {
    key: 'returnRefund',
    to: '/customer-care/return-refund',
    icon: <AssignmentReturnOutlinedIcon color="primary" />,
  },
  { key: 'contactUs', to: '/customer-care/contact-us', icon: <MailOutlinedIcon color="primary" /> },
];

/** The Customer Care menu's five destinations (spec §2), as tiles. */
export function QuickLinks() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Grid container spacing={1.5} component="nav" aria-label={t('quickLinks.label')}>
      {LINKS.map((link) => (
        <Grid key={link.key} size={{ xs: 6, sm: 4, lg: 'grow' }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={link.to}
              sx={{ p: 1.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 0.5 }}
            >
              {link.icon}
              <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'center' }}>
                {t(`quickLinks.${link.key}`)}
              </Typography>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
