import { Link } from '@tanstack/react-router'
import { PRODUCT_NAME } from '../../domain/brand.ts'
import { InstallApp } from '../features/install/install-app.tsx'

export function AppFooter() {
  return (
    <footer className="app-footer">
      <div className="container app-footer__inner">
        <Link to="/privacy-policy">Privacy policy</Link>
        <InstallApp />
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
