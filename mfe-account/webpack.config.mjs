import { createAppConfig } from '@storefront/shared/webpack';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'account',
  port: 3003,
  exposes: { './App': './src/app/app.tsx' },
});
