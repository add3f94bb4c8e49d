/**
 * The workspace's layering, checked by dependency-cruiser in `npm test` (the root `deps` task of
 * turbo): a violation is an error and fails CI. There is no baseline of known violations: what two
 * features share lives in the app's src/lib (e.g. apps/storefront/src/lib/account, lib/cart).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-package-imports-app',
      severity: 'error',
      comment:
        'A package (packages/*) never imports an app (apps/*): apps wire packages to screens and HTTP, ' +
        'not the other way round. Move what both need into the package.',
      from: { path: '^packages/' },
      // An app's package name counts too when it does not resolve (the package does not list it).
      to: { path: ['^apps/', '^@shop/(api|storefront|admin)($|/)'] },
    },
    {
      name: 'no-app-runs-emulator',
      severity: 'error',
      comment:
        'An app never imports the WooCommerce emulator (tooling/woo-emulator) in the code it runs: ' +
        'the shop on the embedded emulator is started by tooling/dev-shop, which injects it ' +
        '(startShop({ startEmulator })). Tests, browser tests and scripts may use the emulator.',
      from: { path: '^apps/[^/]+/src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: ['^tooling/woo-emulator/', '^@shop/woo-emulator($|/)'] },
    },
    {
      name: 'no-feature-imports-feature',
      severity: 'error',
      comment:
        'A feature (apps/<app>/src/features/<feature>) never imports another feature: what two ' +
        'features share goes to the shared folder of the app (src/lib), or into a package.',
      from: { path: '^apps/([^/]+)/src/features/([^/]+)/' },
      to: { path: '^apps/$1/src/features/', pathNot: '^apps/$1/src/features/$2/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.turbo)/' },
    tsPreCompilationDeps: true,
    // Workspace packages resolve to their src/ through the @shop/source condition, as in the apps.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@shop/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
