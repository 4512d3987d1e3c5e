import { createAppConfig } from '@storefront/shared/webpack';

export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'catalog',
  port: 3001,
  exposes: { './App': './src/app/app.tsx' },
  serverRendered: true,
});
