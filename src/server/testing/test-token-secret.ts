/** The API tests' TOKEN_SECRET: the seeded template's encrypted keys are read with it. */
export const TEST_TOKEN_SECRET = 'a-test-secret-for-token-digests-0123456789'
