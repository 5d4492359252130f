export const PRODUCT_NAME = 'CPG Marketplace'
export const LANDING_HEADLINE = 'Find the perfect tactic or vendor to activate your brand'
