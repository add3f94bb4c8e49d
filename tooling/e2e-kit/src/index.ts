export { expectNoSeriousViolations, seriousViolations } from './axe'
export { CHROMIUM_ARGS, chromiumLaunchOptions } from './chromium'
export { clientAddress, control, emulatorUrl, shopUrl, wooApi } from './emulator'
export { type PageCheckFixtures, pageChecks } from './page-checks'
