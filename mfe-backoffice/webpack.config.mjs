import { createAppConfig } from '@storefront/shared/webpack';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'backoffice',
  port: 3005,
  exposes: { './App': './src/app/app.tsx' },
});
