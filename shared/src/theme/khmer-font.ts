// Noto Sans Khmer's @font-face rules, fetched only once Khmer is the interface language.
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/700.css';
