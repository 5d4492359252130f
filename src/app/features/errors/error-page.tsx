import type { ReactNode } from 'react'

type Props = { title: string; message?: string; children?: ReactNode }

export function ErrorPage({ title, message, children }: Props) {
  return (
    <section className="error-page container narrow">
      <h1>{title}</h1>
      {message && <p>{message}</p>}
      <div className="error-page__actions">{children}</div>
    </section>
  )
}
