import { createAppConfig } from '@storefront/shared/webpack';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'help',
  port: 3004,
  exposes: { './App': './src/app/app.tsx' },
});
