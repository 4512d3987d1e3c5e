import type { Language } from '@storefront/shared';

// Small inline flags: emoji flags do not render on every system (Windows has none).
export function Flag({ language }: { language: Language }) {
  if (language === 'kh') {
    return (
      <svg width="24" height="16" viewBox="0 0 24 16" aria-hidden="true">
        <rect width="24" height="16" fill="#032EA1" />
        <rect y="4" width="24" height="8" fill="#E00025" />
        <path d="M8 10.5h8v-1.2l-1-.6-.5-1.9-1-.8-.5-1.5-.5 1.5-1 .8-.5 1.9-1 .6z" fill="#fff" />
      </svg>
    );
  }
  return (
    <svg width="24" height="16" viewBox="0 0 60 40" aria-hidden="true">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#C8102E" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#C8102E" strokeWidth="7" />
    </svg>
  );
}
