import { createAppConfig } from '@storefront/shared/webpack';

export default createAppConfig({ dirname: import.meta.dirname, name: 'shell', port: 3000, host: true });
