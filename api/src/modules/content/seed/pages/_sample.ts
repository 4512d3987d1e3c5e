// A stand-in page for tests until the content helper's pages exist; deleted once they do.
import type { ContentPageSeed } from '../page-types';

export const page: ContentPageSeed = {
  slug: 'terms-conditions/terms-of-use',
  title: { en: 'Terms of Use', kh: 'លក្ខខណ្ឌប្រើប្រាស់' },
  summary: { en: 'The rules for using the Psar website and app.', kh: 'ច្បាប់សម្រាប់ការប្រើប្រាស់គេហទំព័រ និងកម្មវិធី Psar។' },
  body: {
    en: '## Using Psar\n\nBy opening an account you agree to give true details and to keep your password to yourself.\n\n- Prices are in US dollars.\n- Orders are confirmed by e-mail.',
    kh: '## ការប្រើប្រាស់ Psar\n\nដោយបើកគណនី អ្នកយល់ព្រមផ្តល់ព័ត៌មានពិត និងរក្សាពាក្យសម្ងាត់ជាការសម្ងាត់។\n\n- តម្លៃគិតជាដុល្លារអាមេរិក។\n- ការបញ្ជាទិញត្រូវបានបញ្ជាក់តាមអ៊ីមែល។',
  },
  updatedAt: '2026-11-01',
};
