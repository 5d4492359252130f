/** A vendor or tactic page's shape while it loads (shown at least a second, §9). */
export function DetailSkeleton() {
  return (
    <section className="container detail-page" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading
      </span>
      <div aria-hidden="true">
        <div className="skeleton skeleton--title" />
        <div className="card detail-skeleton">
          <div className="skeleton skeleton--logo" />
          <div className="detail-skeleton__lines">
            {['website', 'coverage', 'types', 'years'].map((key) => (
              <div key={key}>
                <div className="skeleton skeleton--label" />
                <div className="skeleton skeleton--text" />
              </div>
            ))}
          </div>
        </div>
        <div className="skeleton skeleton--title" />
        {[1, 2, 3, 4].map((key) => (
          <div key={key} className="skeleton skeleton--text detail-skeleton__row" />
        ))}
      </div>
    </section>
  )
}
