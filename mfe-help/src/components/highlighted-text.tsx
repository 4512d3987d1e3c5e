import Box from '@mui/material/Box';
import { Fragment } from 'react';

/** Splits text marked with <mark>…</mark> by the API into plain and highlighted parts. */
export function highlightParts(text: string): { text: string; marked: boolean }[] {
  return text
    .split(/(<mark>[\s\S]*?<\/mark>)/g)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>') ? { text: part.slice(6, -7), marked: true } : { text: part, marked: false },
    );
}

/** Shows the API's highlights as <mark> elements; everything else is text (never parsed as HTML). */
export function HighlightedText({ text }: { text: string }) {
  return (
    <>
      {highlightParts(text).map((part, index) =>
        part.marked ? (
          <Box
            key={index}
            component="mark"
            sx={{ bgcolor: 'rgba(254, 105, 1, 0.18)', color: 'inherit', px: 0.25, borderRadius: 0.5 }}
          >
            {part.text}
          </Box>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
