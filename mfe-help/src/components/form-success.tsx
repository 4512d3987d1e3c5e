import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The confirmation a form turns into after the API accepted it. */
export function FormSuccess({
  title,
  body,
  action,
}: {
  title: string;
  body: ReactNode;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}
      role="status"
      data-testid="form-success"
    >
      <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: action ? 3 : 0 }}>
        {body}
      </Typography>
      {action && (
        <Button variant="outlined" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Paper>
  );
}
