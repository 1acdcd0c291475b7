console.log(
  'Atelier server is not built yet: this command will install, migrate, seed demo data and serve the hub once the storage and server issues land. Today it builds and tests the domain library; run `pnpm test`.',
);
