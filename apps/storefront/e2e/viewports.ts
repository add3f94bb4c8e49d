/** The phone the storefront's tests use (the phone project, and the solo project's phone-size file). */
export const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }
