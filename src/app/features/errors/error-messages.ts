export const PAGE_NOT_WORKING = "Page isn't working"
export const RELOAD_PAGE = 'Reload Page'
export const LINK_EXPIRED_MESSAGE = 'The URL you requested is not valid or has expired.'
export const NOT_FOUND_TITLE = 'Page not found'
export const NOT_FOUND_MESSAGE = "The page you are looking for doesn't exist or has been moved."
