// Noto Sans Khmer's faces for Khmer script only, for English pages (see the stylesheet).
import './khmer-script-font.css';
