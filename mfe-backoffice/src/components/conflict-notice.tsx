import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface ConflictRow {
  label: string;
  mine: string;
  theirs: string;
}

/**
 * A 409 version conflict: someone else saved the record since the form was opened. Shows their
 * values beside what was typed (the changed fields) and offers to load theirs or keep editing;
 * the form keeps every typed value until the user chooses. Texts come from the caller.
 */
export function ConflictNotice(props: {
  title: string;
  text: string;
  columns: { field: string; mine: string; theirs: string };
  rows: ConflictRow[];
  loadTheirs: { label: string; onClick: () => void };
  keepMine: { label: string; onClick: () => void };
}) {
  const { title, text, columns, rows, loadTheirs, keepMine } = props;
  return (
    <Alert severity="warning" role="alert" data-testid="version-conflict">
      <AlertTitle>{title}</AlertTitle>
      {text}
      {rows.length > 0 && (
        <Table size="small" sx={{ my: 1, '& td, & th': { px: 1, wordBreak: 'break-word' } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th">{columns.field}</TableCell>
              <TableCell component="th">{columns.mine}</TableCell>
              <TableCell component="th">{columns.theirs}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.label}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell>{row.mine}</TableCell>
                <TableCell data-testid="conflict-theirs">{row.theirs}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained" color="warning" onClick={loadTheirs.onClick} sx={{ minHeight: 40 }}>
          {loadTheirs.label}
        </Button>
        <Button variant="outlined" color="inherit" onClick={keepMine.onClick} sx={{ minHeight: 40 }}>
          {keepMine.label}
        </Button>
      </Stack>
    </Alert>
  );
}
