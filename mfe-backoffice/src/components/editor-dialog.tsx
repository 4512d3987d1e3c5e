import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';

/** A form in a dialog: full screen on phones, a wide dialog on desktop; submits with Enter. */
export function EditorDialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  actions: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      data-testid={props.testId}
    >
      <form noValidate onSubmit={props.onSubmit} style={{ display: 'contents' }}>
        <DialogTitle id={titleId} component="h2">
          {props.title}
        </DialogTitle>
        <DialogContent dividers>{props.children}</DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5, '& .MuiButton-root': { minHeight: 40 } }}>
          {props.actions}
        </DialogActions>
      </form>
    </Dialog>
  );
}
