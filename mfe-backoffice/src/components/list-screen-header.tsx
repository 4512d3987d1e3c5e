import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from './visually-hidden';

/**
 * The top of a list screen with an editor (promotions, vouchers): the title, a "New …" button for
 * those who may write, the read-only notice for those who may not, and a polite live region for
 * save results. `testIdPrefix` names the notice and the region (`<prefix>-read-only`, `<prefix>-status`).
 */
export function ListScreenHeader(props: {
  title: string;
  newLabel: string;
  readOnlyNotice: string;
  canWrite: boolean;
  onNew: () => void;
  announcement: string;
  testIdPrefix: string;
}) {
  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h4" component="h1">
          {props.title}
        </Typography>
        {props.canWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={props.onNew} sx={{ minHeight: 40 }}>
            {props.newLabel}
          </Button>
        )}
      </Stack>
      {!props.canWrite && (
        <Alert severity="info" data-testid={`${props.testIdPrefix}-read-only`}>
          {props.readOnlyNotice}
        </Alert>
      )}
      <Box aria-live="polite" role="status" sx={visuallyHidden} data-testid={`${props.testIdPrefix}-status`}>
        {props.announcement}
      </Box>
    </>
  );
}
