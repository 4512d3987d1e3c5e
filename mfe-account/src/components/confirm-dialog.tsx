import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/** Asks before a destructive action (delete an address or a card). */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`}>{props.body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{props.cancelLabel}</Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} loading={props.busy}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
