/**
 * The axe-core rules whose every check is at most "moderate": they can never report the serious or
 * critical violation the browser tests fail on, so running them only costs time (`region` alone
 * walks the whole page). e2e/support/axe-milder-rules.test.ts recomputes the list from the
 * installed axe-core, so an upgrade that makes one of them serious fails the unit tests.
 */
export const AXE_MILDER_RULES = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'duplicate-id',
  'empty-table-header',
  'focus-order-semantics',
  'form-field-multiple-labels',
  'heading-order',
  'hidden-content',
  'html-xml-lang-mismatch',
  'identical-links-same-purpose',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-refresh-no-exceptions',
  'meta-viewport-large',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
]
