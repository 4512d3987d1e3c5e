// Every `import … from 'zod'` of a browser build comes here (webpack alias). Zod compiles object
// schemas with `new Function` when it may, and probes for that on first use; the pages'
// Content-Security-Policy forbids eval, so the probe would be reported as a violation. Forms parse
// a few fields: zod's interpreter is fast enough, and the page never asks for eval.
import * as z from 'psar-zod-original';

z.config({ jitless: true });

export * from 'psar-zod-original';
export { default } from 'psar-zod-original';
