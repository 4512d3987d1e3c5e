import { createAppConfig } from '@storefront/shared/webpack';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'checkout',
  port: 3002,
  exposes: { './App': './src/app/app.tsx' },
});
