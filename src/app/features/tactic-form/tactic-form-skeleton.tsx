const ROWS = Array.from({ length: 12 }, (_, row) => `row-${row}`)

/** The form's shape while its data loads: 12 placeholder rows (docs/spec/marketplace.md §9). */
export function TacticFormSkeleton() {
  return (
    <section className="container form-page tactic-form-page" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading
      </span>
      <div aria-hidden="true">
        <div className="skeleton skeleton--title" />
        {ROWS.map((row) => (
          <div key={row} className="skeleton skeleton--text tactic-form-skeleton__row" />
        ))}
      </div>
    </section>
  )
}
