/** The support address the e2e server is configured with (playwright.config.ts), unlike the default. */
export const E2E_SUPPORT_EMAIL = 'help-desk@e2e-marketplace.example'
